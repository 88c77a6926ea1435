import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the file system says of one file, as `lstat` reads it: its kind, size and date.
///
/// `FileManager.attributesOfItem` reads the same, and looks up the names of the file's owner and
/// group too, in `/etc/passwd` and `/etc/group`, each time: over a build folder's files that is
/// most of what a check does before it builds.
package struct FileStatus: Sendable, Equatable {
    /// What kind of file it is; a symbolic link is one, not what it points to.
    package enum Kind: Sendable, Equatable {
        case regular, directory, symbolicLink, other
    }

    package let kind: Kind
    /// Its size in bytes.
    package let size: Int
    /// When its contents last changed, to the nanosecond where the file system keeps them.
    package let modified: Date

    /// The status of the file at `path`, or nil when there is none or it cannot be read.
    package init?(path: String) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .directory
        case S_IFLNK: kind = .symbolicLink
        default: kind = .other
        }
        size = Int(status.st_size)
        #if canImport(Darwin)
            let time = status.st_mtimespec
        #else
            let time = status.st_mtim
        #endif
        modified = Date(
            timeIntervalSince1970: TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1e9
        )
    }
}
