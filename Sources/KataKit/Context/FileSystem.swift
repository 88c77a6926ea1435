import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The changes `kata` makes to files: the seam through which a test makes a disk fill up, or
/// the process stop, at any step of replacing a learner's code.
///
/// Reading goes through `FileManager` directly: only a change can lose work.
protocol FileSystem: Sendable {
    /// Creates the folder at `url` and any missing parent.
    func createDirectory(at url: URL) throws
    /// Copies the file or folder at `source` to `destination`, which must not exist.
    func copyItem(at source: URL, to destination: URL) throws
    /// Writes `data` to a new file at `url`.
    func write(_ data: Data, to url: URL) throws
    /// Moves the file or folder at `source` to `destination`, which must not exist: in one
    /// step, on one volume.
    func moveItem(at source: URL, to destination: URL) throws
    /// Swaps the files or folders at `first` and `second`, both of which exist, in one step
    /// that nothing can split: at every moment each path holds one whole version.
    func exchangeItem(at first: URL, withItemAt second: URL) throws
    /// Removes the file or folder at `url`, with everything in it.
    func removeItem(at url: URL) throws
}

/// The file system of this machine.
struct LocalFileSystem: FileSystem {
    func createDirectory(at url: URL) throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func copyItem(at source: URL, to destination: URL) throws {
        try FileManager.default.copyItem(at: source, to: destination)
    }

    func write(_ data: Data, to url: URL) throws {
        try data.write(to: url, options: .withoutOverwriting)
    }

    func moveItem(at source: URL, to destination: URL) throws {
        try FileManager.default.moveItem(at: source, to: destination)
    }

    func exchangeItem(at first: URL, withItemAt second: URL) throws {
        let status = first.withUnsafeFileSystemRepresentation { a in
            second.withUnsafeFileSystemRepresentation { b in
                guard let a, let b else { return Int32(-1) }
                return Self.exchange(a, b)
            }
        }
        guard status == 0 else {
            throw CocoaError(
                .fileWriteUnknown,
                userInfo: [
                    NSFilePathErrorKey: first.path,
                    NSUnderlyingErrorKey: POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO),
                ]
            )
        }
    }

    func removeItem(at url: URL) throws {
        try FileManager.default.removeItem(at: url)
    }

    #if os(Linux)
        private typealias RenameAt2 =
            @convention(c) (
                Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32
            ) -> Int32

        /// `renameat2(…, RENAME_EXCHANGE)`, which glibc declares only for GNU sources, looked
        /// up at run time.
        private static let renameAt2: RenameAt2? = {
            guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "renameat2") else { return nil }
            return unsafeBitCast(symbol, to: RenameAt2.self)
        }()

        private static func exchange(_ a: UnsafePointer<CChar>, _ b: UnsafePointer<CChar>) -> Int32
        {
            let renameExchange: UInt32 = 1 << 1
            guard let renameAt2 else {
                errno = ENOSYS
                return -1
            }
            return renameAt2(AT_FDCWD, a, AT_FDCWD, b, renameExchange)
        }
    #elseif canImport(Darwin)
        private static func exchange(_ a: UnsafePointer<CChar>, _ b: UnsafePointer<CChar>) -> Int32
        {
            renamex_np(a, b, UInt32(RENAME_SWAP))
        }
    #endif
}
