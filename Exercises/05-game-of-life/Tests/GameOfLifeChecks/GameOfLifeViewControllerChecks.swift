// The checker of kata 05. It hands the screen a real board, of sizes the app never uses, and a
// button factory of its own, and watches what the screen asks the factory for: one button per
// cell, in row order, at the place and size the layout gives. The board is stable, so the
// checker needs no double of it: `Board(rows:columns:)` builds the board a test wants. It also
// checks that the app's own factory makes a real button wherever it is told to.
//
// It is written against the names the lesson's "The shape the checker expects" gives; until your
// code has them, it does not compile, and `swift run kata check` says which name it is missing.

import Mock
import StructureChecks
import Testing

@testable import GameOfLife

/// A factory that records what it is asked to make, and makes a bare controller.
final class MockButtonControllerFactory: ButtonControllerFactoryProtocol {
    let mock = Mock("buttonControllerFactory")

    func createButtonController(forCell cell: Cell, at point: Point, sizeOf size: Size)
        -> ButtonController
    {
        mock.record(cell, point, size, fallback: ButtonController(cell: cell))
    }
}

/// A factory that keeps what it was asked for and what it made, read by identity and by field:
/// never through an `==` the code under test could write. With `views`, each controller comes
/// with its button where it was asked, as the app's factory makes it, so a screen cannot tell
/// the two apart by what they return.
final class RecordingFactory: ButtonControllerFactoryProtocol {
    private let views: Bool
    private(set) var asked: [(cell: Cell, x: Double, y: Double, width: Double, height: Double)] = []
    private(set) var made: [ButtonController] = []

    init(views: Bool = false) {
        self.views = views
    }

    func createButtonController(forCell cell: Cell, at point: Point, sizeOf size: Size)
        -> ButtonController
    {
        asked.append((cell, point.x, point.y, size.width, size.height))
        let controller = ButtonController(cell: cell)
        if views {
            controller.view = ButtonView(center: point, size: size, imageName: "dead_cell")
        }
        made.append(controller)
        return controller
    }
}

/// A factory that, asked for a button, has the screen load again before it answers, as a factory
/// that reacts to a change of theme would: as many loads inside the load as its plan says for that
/// question, in the order it is asked.
final class ReloadingFactory: ButtonControllerFactoryProtocol {
    /// Has the screen load again: set once the screen exists.
    var reload: () -> Void = {}
    private(set) var asked = 0
    private let plan: [Int]

    init(plan: [Int]) {
        self.plan = plan
    }

    func createButtonController(forCell cell: Cell, at point: Point, sizeOf size: Size)
        -> ButtonController
    {
        asked += 1
        for _ in 0..<(asked <= plan.count ? plan[asked - 1] : 0) { reload() }
        return ButtonController(cell: cell)
    }

    /// How many buttons the Before screen asked for, with a board of `cells` cells and a factory
    /// that follows `plan`: every cell at each load, a load asked meanwhile laid out whole before
    /// the one that asked goes on.
    static func askedBefore(cells: Int, plan: [Int]) -> Int {
        var asked = 0
        func load() {
            for _ in 0..<cells {
                asked += 1
                for _ in 0..<(asked <= plan.count ? plan[asked - 1] : 0) { load() }
            }
        }
        load()
        return asked
    }
}

/// A factory whose buttons each show an image of its own choosing, one no cell state names, and
/// that keeps each controller with the button it gave it: how a button looks is the factory's
/// call alone.
final class ThemedFactory: ButtonControllerFactoryProtocol {
    private(set) var made: [(controller: ButtonController, view: ButtonView, image: String)] = []

    func createButtonController(forCell cell: Cell, at point: Point, sizeOf size: Size)
        -> ButtonController
    {
        let controller = ButtonController(cell: cell)
        let image = "night theme \(made.count)"
        let view = ButtonView(center: point, size: size, imageName: image)
        controller.view = view
        made.append((controller, view, image))
        return controller
    }
}

/// The app's own factory, in a class so that a test can see when it is freed.
final class ConcreteButtonControllerFactoryBox: ButtonControllerFactoryProtocol {
    func createButtonController(forCell cell: Cell, at point: Point, sizeOf size: Size)
        -> ButtonController
    {
        ConcreteButtonControllerFactory().createButtonController(
            forCell: cell,
            at: point,
            sizeOf: size
        )
    }
}

let create = "createButtonController(forCell:at:sizeOf:)"
let buttonSize = Size(width: 20, height: 20)

@Suite("Kata 05 · the screen gets its board and its button factory from outside")
struct GameOfLifeViewControllerChecks {
    @Test("a 1 × 1 board: the factory is asked once, for that cell, centred at (10, 10), 20 × 20")
    func oneCell() {
        let board = Board(rows: 1, columns: 1)
        let factory = MockButtonControllerFactory()
        let controller = GameOfLifeViewController(board: board, buttonControllerFactory: factory)

        controller.viewDidLoad()

        factory.mock.calledWith(
            create,
            board.cell(row: 0, column: 0),
            Point(x: 10, y: 10),
            buttonSize,
            times: .once
        )
        factory.mock.verifyNoOtherCalls()
    }

    @Test("a 2 × 3 board: six buttons, row by row, each for its own cell at its own place")
    func twoByThree() {
        let board = Board(rows: 2, columns: 3)
        let factory = MockButtonControllerFactory()
        let controller = GameOfLifeViewController(board: board, buttonControllerFactory: factory)

        controller.viewDidLoad()

        let expected: [CallExpectation] = (0..<2).flatMap { (row: Int) -> [CallExpectation] in
            (0..<3).map { (column: Int) -> CallExpectation in
                factory.mock.call(
                    create,
                    board.cell(row: row, column: column),
                    Point(x: Double(column) * 20 + 10, y: Double(row) * 20 + 10),
                    buttonSize
                )
            }
        }
        verifyInOrder(expected)
        factory.mock.calledWith(create, times: .exactly(6))
    }

    @Test("a 3 × 1 board: three buttons down one column, whatever the size of the last board")
    func threeByOne() {
        let board = Board(rows: 3, columns: 1)
        let factory = MockButtonControllerFactory()
        let controller = GameOfLifeViewController(board: board, buttonControllerFactory: factory)

        controller.viewDidLoad()

        let expected = (0..<3).map { row in
            factory.mock.call(
                create,
                board.cell(row: row, column: 0),
                Point(x: 10, y: Double(row) * 20 + 10),
                buttonSize
            )
        }
        verifyInOrder(expected)
        factory.mock.calledWith(create, times: .exactly(3))
    }

    @Test(
        "large boards: every cell gets its button, however many there are and however far",
        arguments: [(20, 17), (33, 41), (300, 300), (100_000, 1), (1, 100_000)]
    )
    func largeBoard(rows: Int, columns: Int) {
        // Boards of 90,000 and 100,000 cells: buttons placed one call deeper per cell, per row
        // or per column pass every smaller example, and run out of stack on one of these. The
        // Before screen had no such limit.
        let board = Board(rows: rows, columns: columns)
        let factory = MockButtonControllerFactory()
        let controller = GameOfLifeViewController(board: board, buttonControllerFactory: factory)

        controller.viewDidLoad()

        factory.mock.calledWith(create, times: .exactly(rows * columns))
        factory.mock.calledWith(
            create,
            board.cell(row: rows - 1, column: columns - 1),
            Point(x: Double(columns - 1) * 20 + 10, y: Double(rows - 1) * 20 + 10),
            buttonSize,
            times: .once
        )
    }

    @Test("the screen keeps the board and the factory it is given, even when nobody else does")
    func keepsWhatItIsGiven() {
        // The test keeps only the factory's record of calls, not the factory.
        var factory: MockButtonControllerFactory? = MockButtonControllerFactory()
        let calls = factory!.mock
        let controller = GameOfLifeViewController(
            board: Board(rows: 1, columns: 2),
            buttonControllerFactory: factory!
        )
        factory = nil

        controller.viewDidLoad()

        calls.calledWith(
            create,
            times: .exactly(2),
            message: "the screen was given a board and a factory nobody else keeps: it must keep "
                + "them itself"
        )
    }

    @Test("a loaded screen is freed once nobody keeps it: nothing it holds holds it back")
    func freedOnceLetGo() {
        // The screen's type is not named: a screen generic over its board and factory is fine.
        // A board may be a class or a struct; only a class can outlive the screen.
        var released: () -> AnyObject? = { nil }
        weak var factoryReleased: ConcreteButtonControllerFactoryBox?
        var boardReleased: () -> AnyObject? = { nil }
        do {
            let box = ConcreteButtonControllerFactoryBox()
            let board = Board(rows: 2, columns: 3)
            let controller = GameOfLifeViewController(
                board: board,
                buttonControllerFactory: box
            )
            controller.viewDidLoad()
            released = { [weak controller] in controller }
            factoryReleased = box
            boardReleased = weakly(board)
        }
        #expect(
            released() == nil,
            "the screen is still alive after everyone let go of it: something it keeps (a closure, a controller, the factory) keeps it"
        )
        #expect(factoryReleased == nil, "the factory outlives the screen that was its only owner")
        #expect(
            boardReleased() == nil,
            "the board outlives the screen that was its only owner, once asked for its cells: something it made (a lazy closure that captures the board, a cell that holds it) holds it in turn"
        )
    }

    @Test("the screen shows the controllers the factory made, and makes none of its own")
    func showsWhatTheFactoryMade() {
        let board = Board(rows: 1, columns: 2)
        let factory = MockButtonControllerFactory()
        let made = [Cell(row: 0, column: 0), Cell(row: 0, column: 1)].map(ButtonController.init)
        factory.mock.stub(create, returning: made[0], made[1])
        let controller = GameOfLifeViewController(board: board, buttonControllerFactory: factory)

        controller.viewDidLoad()

        #expect(
            controller.buttonControllers.map(ObjectIdentifier.init)
                == made.map(ObjectIdentifier.init),
            "the screen's button controllers must be exactly those the factory returned, in order"
        )
        // A factory that hands the same controller back again, as a recycling one does: the
        // screen still keeps what it returned, each time it returned it.
        let recycling = MockButtonControllerFactory()
        let reused = ButtonController(cell: Cell(row: 0, column: 0))
        recycling.mock.stub(create, returning: reused, reused)
        let again = GameOfLifeViewController(board: board, buttonControllerFactory: recycling)
        again.viewDidLoad()
        #expect(
            again.buttonControllers.map(ObjectIdentifier.init)
                == [reused, reused].map(ObjectIdentifier.init),
            "The factory returned one controller for both cells, and the screen kept \(again.buttonControllers.count): as in the Before code, the screen keeps each controller the factory returns, once per cell, whatever the factory hands back."
        )
    }

    @Test("the screen leaves each button as the factory made it, live cells included")
    func leavesTheButtonsAsMade() {
        let board = Board(rows: 2, columns: 3)
        board.cell(row: 0, column: 1).bringToLife()
        board.cell(row: 1, column: 2).bringToLife()
        let factory = ThemedFactory()
        let controller = GameOfLifeViewController(board: board, buttonControllerFactory: factory)

        controller.viewDidLoad()

        let changed = factory.made.filter { made in
            made.controller.view !== made.view || made.view.imageName != made.image
        }
        #expect(
            changed.isEmpty,
            """
            \(changed.count) of the \(factory.made.count) buttons the factory made no longer look \
            as it made them (the first shows \
            \((changed.first?.controller.view?.imageName).map { "\"\($0)\"" } ?? "no button")): \
            the screen decides again how a button looks, so a factory given to it cannot. Leave \
            each button as the factory made it.
            """
        )
    }
}

@Suite("Kata 05 · the app's factory makes real buttons")
struct ConcreteButtonControllerFactoryChecks {
    @Test(
        "the concrete factory puts the button where it is told, as big as it is told",
        arguments: [
            (Point(x: 70, y: 50), Size(width: 20, height: 20)),
            (Point(x: 5, y: 500), Size(width: 13, height: 7)),
        ]
    )
    func concreteFactory(point: Point, size: Size) throws {
        let cell = Cell(row: 2, column: 3)
        let controller = ConcreteButtonControllerFactory().createButtonController(
            forCell: cell,
            at: point,
            sizeOf: size
        )

        #expect(
            controller.cell === cell,
            "the controller is made for that very cell, not a copy of it"
        )
        let view = try #require(controller.view, "the controller must come with its button")
        #expect(
            view.center == point,
            "the button goes where the screen says, not where the factory works it out"
        )
        #expect(view.size == size, "the button is as big as the screen says")
        #expect(view.imageName == "dead_cell")
        // A cell already alive (a board loaded again after taps) gets the same button: the
        // Before code made every button with a dead cell's image, and only a tap changes it.
        let alive = Cell(row: 4, column: 1)
        alive.bringToLife()
        let image = ConcreteButtonControllerFactory().createButtonController(
            forCell: alive,
            at: point,
            sizeOf: size
        ).view?.imageName
        #expect(
            image == "dead_cell",
            "For a cell already alive the factory's button shows \(image ?? "no image"): the Before code made every button with \"dead_cell\", alive or not, and only a tap changes it."
        )
    }

    @Test(
        "a controller brings its cell to life with or without a button, and a button shows any image"
    )
    func controllersAndButtonsAsBefore() {
        let alone = ButtonController(cell: Cell(row: 2, column: 5))
        alone.bringToLife()
        #expect(
            alone.cell.isAlive,
            "A controller with no button yet must still bring its cell to life, as the Before code did: the cell's life is the model's, not the button's."
        )
        let button = ButtonView(
            center: Point(x: 10, y: 10),
            size: Size(width: 20, height: 20),
            imageName: "live_cell"
        )
        for name in ["", " ", "dead_cell", "live_cell", "Live Cell.png"] {
            button.show(imageName: name)
            #expect(
                button.imageName == name,
                "A button asked to show \"\(name)\" shows \"\(button.imageName)\": it must show whatever it is asked, as the Before code did."
            )
        }
    }

    @Test("the app's real board still has 15 rows of 15 cells, and keeps each one")
    func realBoard() {
        let board = Board()
        #expect(board.rows == 15)
        #expect(board.columns == 15)
        #expect(
            board.cell(row: 3, column: 4) === board.cell(row: 3, column: 4),
            "the board keeps its cells: a tap must reach the very cell the board holds"
        )
        for (rows, columns) in [(0, 5), (3, 0), (0, 0), (1, 200), (200, 1), (7, 9)] {
            let board = Board(rows: rows, columns: columns)
            #expect(
                board.rows == rows && board.columns == columns,
                "A board made with \(rows) rows and \(columns) columns says it has \(board.rows) rows and \(board.columns) columns: the Before board kept the size it was told, a side of no cells included."
            )
        }
        for side in [0, 1, 3, 40] {
            let rowsOnly = Board(rows: side)
            let columnsOnly = Board(columns: side)
            #expect(
                rowsOnly.rows == side && rowsOnly.columns == 15 && columnsOnly.rows == 15
                    && columnsOnly.columns == side,
                "Board(rows: \(side)) has \(rowsOnly.rows) rows of \(rowsOnly.columns) cells and Board(columns: \(side)) \(columnsOnly.rows) rows of \(columnsOnly.columns): a side the caller leaves out is 15, as `init(rows: Int = 15, columns: Int = 15)` says, whatever the other side is."
            )
        }
    }

    @Test(
        "loads asked while the screen lays out its buttons lay every button out again, as the Before screen did"
    )
    func loadInsideALoad() {
        forAll(
            "every load asked while the screen lays out its buttons, however many, lays every cell out",
            count: 120,
            generate: { source -> (rows: Int, columns: Int, plan: [Int]) in
                (
                    source.int(in: 1...3), source.int(in: 1...3),
                    (0..<source.int(in: 1...8)).map { _ in
                        source.int(in: 0...2) == 0 ? source.int(in: 1...2) : 0
                    }
                )
            },
            shrink: { input in
                Shrinking.array(input.plan, minimum: 1) { Shrinking.int($0) }.map {
                    (input.rows, input.columns, $0)
                }
            }
        ) { input in
            let factory = ReloadingFactory(plan: input.plan)
            let screen = GameOfLifeViewController(
                board: Board(rows: input.rows, columns: input.columns),
                buttonControllerFactory: factory
            )
            factory.reload = { [weak screen] in screen?.viewDidLoad() }
            screen.viewDidLoad()
            let cells = input.rows * input.columns
            let expected = ReloadingFactory.askedBefore(cells: cells, plan: input.plan)
            guard factory.asked != expected else { return nil }
            return """
                The factory, asked for buttons of a board of \(cells) cells, had the screen load \
                again as many times at each question as \(input.plan) says, and was asked \
                \(factory.asked) times in all: the Before screen laid every cell out at each load, \
                each one asked meanwhile too (\(expected) buttons). A flag that drops a load while \
                another runs, or one that merges them, loses some.
                """
        }
    }

    /// Places off the board, above it, below it, before its first cell and after its last, and
    /// sizes of no sense, as a layout with a bug would ask for them. (A column just off one row
    /// is the next row's first cell on a board kept as one list of cells: only the ends are off
    /// every board.)
    static let offTheBoard: [OffTheBoard] = [
        .place(rows: 15, columns: 15, row: -1, column: 3),
        .place(rows: 15, columns: 15, row: 15, column: 0),
        .place(rows: 4, columns: 7, row: 0, column: -1),
        .place(rows: 4, columns: 7, row: 3, column: 7),
        // A column past the end of a middle row, or before its start: a board that keeps its
        // cells in one list, at `row * columns + column`, answers a cell of another row there.
        .place(rows: 4, columns: 7, row: 1, column: 7),
        .place(rows: 4, columns: 7, row: 2, column: -1),
        .size(rows: -3, columns: 5),
        .size(rows: 2, columns: -1),
    ]

    @Test(
        "a place off the board, or a board of a negative size, stops the program, as the Before board did",
        arguments: offTheBoard
    )
    func offTheBoardStops(asked: OffTheBoard) async {
        await #expect(
            processExitsWith: .failure,
            """
            \(asked) went on as if it made sense: the Before board stopped the program there, \
            so that a bug in whoever asked shows at once. A board that wraps a place around \
            (into the next row, say), clamps it or answers with an empty board hides the bug and \
            shows the wrong cells.
            """
        ) { [asked] in
            switch asked {
            case .place(let rows, let columns, let row, let column):
                _ = Board(rows: rows, columns: columns).cell(row: row, column: column)
            case .size(let rows, let columns):
                _ = Board(rows: rows, columns: columns)
            }
        }
    }

    @Test(
        "a board of any size, empty or larger than a screen, some cells alive, loaded once or again: one button per cell, in row order"
    )
    func anyBoard() {
        forAll(
            "for a board of any size, the factory is asked once per cell at each load, row by row, for that very cell, alive or not, at its place, 20 × 20, and the screen keeps what it made, its buttons or none",
            count: 60,
            // The closures' types are written out, so that a compile error inside (before the
            // refactoring) is reported at once rather than after the type checker has tried
            // every reading of the whole call.
            generate: { (source: inout InputSource) -> BoardCase in
                // Mostly small boards; now and then one wider or taller than any screen.
                let side = { (source: inout InputSource) in
                    switch source.int(in: 0...9) {
                    case 0: return source.int(in: 71...150)
                    case 1, 2: return source.int(in: 51...70)
                    // A side of no cells: a board of no buttons, not a standard one.
                    case 3: return 0
                    default: return source.int(in: 0...24)
                    }
                }
                var board = BoardCase(
                    rows: side(&source),
                    columns: side(&source),
                    // Half the time the factory's controllers come with their buttons, as the
                    // app's do.
                    views: source.int(in: 0...1) == 1,
                    // Loaded again now and then, sometimes many times over.
                    loads: source.int(in: 0...3) == 0
                        ? source.pick([source.int(in: 2...3), source.int(in: 4...9)]) : 1,
                    life: source.int(in: 0...2) == 0 ? 0 : source.int(in: 1...4)
                )
                // Now and then one row or column longer than any limit a screen might keep.
                if source.int(in: 0...5) == 0 {
                    let long = source.int(in: 101...3_000)
                    let short = source.int(in: 1...2)
                    (board.rows, board.columns) =
                        source.int(in: 0...1) == 0 ? (long, short) : (short, long)
                }
                return board
            },
            shrink: { (board: BoardCase) -> [BoardCase] in board.smaller }
        ) { (shape: BoardCase) -> String? in
            let board = Board(rows: shape.rows, columns: shape.columns)
            let places = (0..<shape.rows).flatMap { row in (0..<shape.columns).map { (row, $0) } }
            for (index, (row, column)) in places.enumerated()
            where shape.life > 0 && index % shape.life == 0 {
                board.cell(row: row, column: column).bringToLife()
            }
            let factory = RecordingFactory(views: shape.views)
            let controller = GameOfLifeViewController(
                board: board,
                buttonControllerFactory: factory
            )
            guard factory.asked.isEmpty else {
                return "The factory was asked for \(factory.asked.count) buttons before the screen "
                    + "loaded: the buttons are made in viewDidLoad, once there is a screen to show."
            }
            for load in 1...shape.loads {
                controller.viewDidLoad()
                guard factory.asked.count == load * places.count else {
                    return "After load \(load), the factory was asked \(factory.asked.count) times "
                        + "in all for \(places.count) cells: each load asks it once for every "
                        + "cell, alive or dead."
                }
                for (index, (row, column)) in places.enumerated() {
                    let asked = factory.asked[(load - 1) * places.count + index]
                    guard asked.cell === board.cell(row: row, column: column) else {
                        return
                            "Button \(index + 1) of load \(load) was made for another cell than the board's (\(row), \(column))."
                    }
                    guard asked.cell.row == row, asked.cell.column == column else {
                        return "The board's cell at (\(row), \(column)) says it is at "
                            + "(\(asked.cell.row), \(asked.cell.column))."
                    }
                    let x = Double(column) * 20 + 10
                    let y = Double(row) * 20 + 10
                    guard asked.x == x, asked.y == y, asked.width == 20, asked.height == 20 else {
                        return "The cell (\(row), \(column)) was placed at "
                            + "(\(asked.x), \(asked.y)), \(asked.width) × \(asked.height); it "
                            + "belongs at (\(x), \(y)), 20 × 20."
                    }
                }
            }
            // Laying the board out changes no cell: only a tap brings one to life.
            for (index, (row, column)) in places.enumerated() {
                let alive = shape.life > 0 && index % shape.life == 0
                guard board.cell(row: row, column: column).isAlive == alive else {
                    return "After the screen loaded, the cell at (\(row), \(column)) is "
                        + "\(alive ? "dead" : "alive"); it was \(alive ? "alive" : "dead") before. "
                        + "Laying the buttons out changes no cell, as in the Before code: only a "
                        + "tap brings one to life."
                }
            }
            // A screen loaded again may keep every button made, as the Before code does, or
            // only the last load's: either way, the ones the factory made, in order.
            let kept = controller.buttonControllers
            let lastLoad = Array(factory.made.suffix(places.count))
            guard
                kept.count == factory.made.count && zip(kept, factory.made).allSatisfy(===)
                    || kept.count == lastLoad.count && zip(kept, lastLoad).allSatisfy(===)
            else {
                return "The screen keeps \(kept.count) buttons, not the \(factory.made.count) the "
                    + "factory made (or the \(lastLoad.count) of its last load), in order."
            }
            return nil
        }
    }
}

/// Asks after `value` without keeping it: a class instance while it lives, `nil` once freed, and
/// always `nil` for a value type, which nothing can keep alive by reference.
func weakly<Value>(_ value: Value) -> () -> AnyObject? {
    guard type(of: value) is AnyClass else { return { nil } }
    let object = value as AnyObject
    return { [weak object] in object }
}

/// A board a property loads the screen with: its size, whether the factory's controllers come
/// with their buttons, how many times the screen loads, and which cells are alive (every
/// `life`-th, in row order; none when it is 0).
struct BoardCase {
    var rows: Int
    var columns: Int
    var views: Bool
    var loads: Int
    var life: Int

    /// Smaller boards, loaded fewer times, with fewer cells alive.
    var smaller: [BoardCase] {
        var cases: [BoardCase] = []
        for rows in Shrinking.int(rows) { cases.append(with { $0.rows = rows }) }
        for columns in Shrinking.int(columns) { cases.append(with { $0.columns = columns }) }
        if loads > 1 { cases.append(with { $0.loads = 1 }) }
        if life > 0 { cases.append(with { $0.life = 0 }) }
        return cases
    }

    private func with(_ change: (inout BoardCase) -> Void) -> BoardCase {
        var copy = self
        change(&copy)
        return copy
    }
}

@Suite("Kata 05 · the app's factory, asked again and again")
struct ConcreteFactorySessionChecks {
    @Test(
        "any cells, places and sizes, the same cell again: each button is new, for that cell, where it is asked"
    )
    func anyRequests() {
        forAll(
            "every controller the factory makes is a new one, for that very cell, with its button at the place and size asked",
            count: 100,
            generate: { source in
                var requests: [(Int, Double, Double, Double, Double)] = []
                for _ in 0..<source.int(in: 1...8) {
                    if let last = requests.last, source.int(in: 0...2) == 0 {
                        requests.append(last)
                    } else {
                        // Now and then a place or a size no layout gives: not a number, or
                        // past any screen.
                        let odd = { (source: inout InputSource, usual: Double) in
                            source.int(in: 0...9) == 0
                                ? source.pick([.nan, .infinity, -.infinity, -0.0, 1e300]) : usual
                        }
                        // Places and sizes in any fraction of a point (10.3, a third), not only
                        // the halves and wholes a layout gives: the button is where it is asked,
                        // never snapped or rounded.
                        let fraction = { (source: inout InputSource, range: ClosedRange<Int>) in
                            Double(source.int(in: range)) / source.pick([1, 2, 3, 4, 10, 100])
                        }
                        requests.append(
                            (
                                source.int(in: 0...2),
                                odd(&source, fraction(&source, -500...5_000)),
                                odd(&source, fraction(&source, -500...5_000)),
                                odd(&source, fraction(&source, 0...80)),
                                odd(&source, fraction(&source, 0...80))
                            )
                        )
                    }
                }
                return requests
            },
            shrink: { Shrinking.array($0) }
        ) { requests in
            // Cells at places no board of the app has: below zero, and far beyond.
            let cells = [
                Cell(row: 0, column: 0), Cell(row: -3, column: 7), Cell(row: 40_000, column: -1),
            ]
            let factory = ConcreteButtonControllerFactory()
            var made: [ButtonController] = []
            for (index, request) in requests.enumerated() {
                let (cellIndex, x, y, width, height) = request
                let controller = factory.createButtonController(
                    forCell: cells[cellIndex],
                    at: Point(x: x, y: y),
                    sizeOf: Size(width: width, height: height)
                )
                let when =
                    "Request \(index + 1) (cell \(cellIndex) at (\(x), \(y)), \(width) × \(height))"
                guard !made.contains(where: { $0 === controller }) else {
                    return "\(when) gave back a controller made before."
                }
                made.append(controller)
                guard controller.cell === cells[cellIndex] else {
                    return "\(when) gave a controller for another cell."
                }
                guard let view = controller.view else {
                    return "\(when) gave a controller without its button."
                }
                // A button shared by two controllers shows one cell's tap on another's screen.
                guard !made.dropLast().contains(where: { $0.view === view }) else {
                    return "\(when) gave a controller whose button another controller has too: "
                        + "each controller needs a button of its own."
                }
                // The very number asked for, bit for bit: not a number stays not a number.
                func same(_ shown: Double, _ asked: Double) -> Bool {
                    shown.bitPattern == asked.bitPattern
                }
                guard same(view.center.x, x), same(view.center.y, y), same(view.size.width, width),
                    same(view.size.height, height)
                else {
                    return "\(when) put the button at (\(view.center.x), \(view.center.y)), "
                        + "\(view.size.width) × \(view.size.height)."
                }
                guard view.imageName == "dead_cell" else {
                    return "\(when) gave a dead cell's button the image \"\(view.imageName)\": "
                        + "the Before code showed a dead cell as \"dead_cell\", wherever it is."
                }
            }
            return nil
        }
    }

    @Test(
        "any taps, the same button again or two buttons of one cell: a tapped cell lives, and each tapped button shows it"
    )
    func anyTaps() {
        forAll(
            "after any taps, every cell tapped is alive, every other cell is as it was, every button tapped shows the live image, and every other button shows what it was made with",
            count: 100,
            generate: { (source: inout InputSource) -> TapCase in
                let cells = source.int(in: 1...3)
                let buttons = (0..<source.int(in: 1...5)).map { _ in source.int(in: 0...cells - 1) }
                return TapCase(
                    cells: cells,
                    // Now and then a cell that lives before any tap, as on a board given so.
                    aliveFirst: (0..<cells).filter { _ in source.int(in: 0...3) == 0 },
                    buttons: buttons,
                    taps: (0..<source.int(in: 1...8)).map { _ in
                        source.int(in: 0...buttons.count - 1)
                    }
                )
            },
            // Fewer taps, one left out at a time.
            shrink: { (tapCase: TapCase) -> [TapCase] in
                tapCase.taps.count < 2
                    ? []
                    : tapCase.taps.indices.map { left in
                        var taps = tapCase.taps
                        taps.remove(at: left)
                        return TapCase(
                            cells: tapCase.cells,
                            aliveFirst: tapCase.aliveFirst,
                            buttons: tapCase.buttons,
                            taps: taps
                        )
                    }
            }
        ) { (tapCase: TapCase) -> String? in
            let cells = (0..<tapCase.cells).map { Cell(row: 0, column: $0) }
            for index in tapCase.aliveFirst { cells[index].bringToLife() }
            let factory = ConcreteButtonControllerFactory()
            let controllers = tapCase.buttons.enumerated().map { index, cell in
                factory.createButtonController(
                    forCell: cells[cell],
                    at: Point(x: Double(index) * 20 + 10, y: 10),
                    sizeOf: Size(width: 20, height: 20)
                )
            }
            // Every other button shows an image of another factory's (a theme's): a tap shows
            // the live image whatever the button showed before.
            for (index, controller) in controllers.enumerated() where index % 2 == 1 {
                controller.view = ButtonView(
                    center: Point(x: Double(index) * 20 + 10, y: 10),
                    size: Size(width: 20, height: 20),
                    imageName: "themed_cell"
                )
            }
            let madeWith = controllers.map { $0.view?.imageName }
            for tap in tapCase.taps { controllers[tap].bringToLife() }
            let tappedCells = Set(tapCase.taps.map { tapCase.buttons[$0] })
            for cell in tappedCells where !cells[cell].isAlive {
                return "Cell \(cell) was tapped and is not alive: a tap brings a cell to life, "
                    + "and a second tap leaves it alive, as the Before code did."
            }
            for cell in cells.indices where !tappedCells.contains(cell) {
                let wasAlive = tapCase.aliveFirst.contains(cell)
                guard cells[cell].isAlive != wasAlive else { continue }
                return "Cell \(cell) was never tapped, yet it is "
                    + "\(wasAlive ? "dead" : "alive") now: a tap changes its own cell and no "
                    + "other, as the Before code's did."
            }
            for (index, controller) in controllers.enumerated() {
                let shown = controller.view?.imageName
                let expected = tapCase.taps.contains(index) ? "live_cell" : madeWith[index]
                guard shown == expected else {
                    return "Button \(index) (for cell \(tapCase.buttons[index])) shows "
                        + "\(shown ?? "no image") where \(expected ?? "no image") was expected: "
                        + "each tap shows the live image on the button tapped, whether or not "
                        + "its cell was alive already."
                }
            }
            return nil
        }
    }

    @Test(
        "the factory keeps nothing it made: each controller and its button, tapped or not, go once their screen lets them go"
    )
    func keepsNothing() {
        let factory = ConcreteButtonControllerFactory()
        var controllers: [(column: Int, alive: () -> AnyObject?)] = []
        var buttons: [(column: Int, alive: () -> AnyObject?)] = []
        do {
            for column in 0..<3 {
                let controller = factory.createButtonController(
                    forCell: Cell(row: 0, column: column),
                    at: Point(x: Double(column) * 20 + 10, y: 10),
                    sizeOf: Size(width: 20, height: 20)
                )
                if column == 1 { controller.bringToLife() }
                controllers.append((column, { [weak controller] in controller }))
                let button = controller.view
                buttons.append((column, { [weak button] in button }))
            }
        }
        withExtendedLifetime(factory) {
            let kept = controllers.filter { $0.alive() != nil }.map(\.column)
            let keptButtons = buttons.filter { $0.alive() != nil }.map(\.column)
            #expect(
                kept.isEmpty && keptButtons.isEmpty,
                """
                The factory made controllers for the cells in columns 0, 1 and 2 (the one in \
                column 1 tapped), and nothing holds them any more; still alive, while the app's \
                factory lives on: controllers in columns \(kept), buttons in columns \
                \(keptButtons). Either the factory keeps what it made (in a list, a cache), or a \
                controller and its button hold each other (a tap closure on the button that \
                captures its controller strongly; capture it `[weak controller]`). Every screen \
                the app ever showed would stay in memory.
                """
            )
        }
    }
}

/// Cells, some alive before any tap, buttons for them (two for one cell now and then), and the
/// buttons tapped, in order.
struct TapCase: CustomStringConvertible {
    let cells: Int
    let aliveFirst: [Int]
    let buttons: [Int]
    let taps: [Int]

    var description: String {
        "\(cells) cells (alive first: \(aliveFirst)), buttons for cells \(buttons), taps on "
            + "buttons \(taps)"
    }
}

@Suite("Kata 05 · Point and Size compare by their fields, as the checker reads them")
struct PointEqualityChecks {
    @Test(
        "two values are equal exactly when each field is, and equal values hash alike: no `==` or `hash(into:)` of your own decides for the checker"
    )
    func equalByFields() {
        expectEqualityByFields(
            of: Point.self,
            generate: { source in
                let point = Point(
                    x: Double(source.int(in: -5_000...5_000)) / 2,
                    y: Double(source.int(in: -5_000...5_000)) / 2
                )
                let (x, y) = source.nearby(point.x, point.y)
                return (point, Point(x: x, y: y))
            },
            same: { $0.x == $1.x && $0.y == $1.y }
        )
        // Zero and minus zero are one place, as Double's `==` says: an `==` of bits tells them
        // apart, and a layout that works out -1 × 0 finds no cell there.
        expectEqualityByFields(
            of: Point.self,
            count: 4,
            generate: { source in
                source.pick([
                    (Point(x: 0, y: 1), Point(x: -0.0, y: 1)),
                    (Point(x: -0.0, y: -0.0), Point(x: 0, y: 0)),
                ])
            },
            same: { $0.x == $1.x && $0.y == $1.y }
        )
        expectEqualityByFields(
            of: Size.self,
            generate: { source in
                let size = Size(
                    width: Double(source.int(in: 0...160)),
                    height: Double(source.int(in: 0...160))
                )
                let (width, height) = source.nearby(size.width, size.height)
                return (size, Size(width: width, height: height))
            },
            same: { $0.width == $1.width && $0.height == $1.height }
        )
    }
}

@Suite("Kata 05 · a cell, a point and a size say what they are")
struct CellDescriptionChecks {
    @Test("any point and any size describe themselves as the Before code wrote them")
    func anyPointAndSizeDescribeThemselves() {
        forAll(
            "a point is (x, y) and a size width×height, each number as Swift writes it",
            generate: { source in (source.double(), source.double()) }
        ) { input in
            let (first, second) = input
            let point = Point(x: first, y: second).description
            let size = Size(width: first, height: second).description
            guard point == "(\(first), \(second))" else {
                return "Point(x: \(first), y: \(second)) describes itself as \(point); the Before "
                    + "code wrote (\(first), \(second))."
            }
            return size == "\(first)×\(second)"
                ? nil
                : "Size(width: \(first), height: \(second)) describes itself as \(size); the "
                    + "Before code wrote \(first)×\(second)."
        }
    }

    @Test("any cell describes itself by its row and its column, from 0, as the Before code did")
    func anyCellDescribesItsPlace() {
        forAll(
            "a cell's description is Cell(row r, column c) for the row and column it was made with, alive or not",
            generate: { source in
                (source.int(in: -2...3_000), source.int(in: -2...3_000), source.int(in: 0...2))
            }
        ) { input in
            let (row, column, lives) = input
            let cell = Cell(row: row, column: column)
            // A cell brought to life, once or twice, is still the cell of its place.
            for _ in 0..<lives { cell.bringToLife() }
            let expected = "Cell(row \(row), column \(column))"
            // Written into a text too, where a type that also streams itself
            // (`TextOutputStreamable`) would say something else than its description.
            for (way, text) in [
                ("describes itself", cell.description), ("is written into a text", "\(cell)"),
                ("is printed", String(describing: cell)),
            ] where text != expected {
                let alive = lives == 0 ? "" : ", brought to life \(lives == 1 ? "once" : "twice"),"
                return "Cell(row: \(row), column: \(column))\(alive) \(way) as \(text); the "
                    + "Before code wrote \(expected), alive or not."
            }
            return nil
        }
    }
}

/// Something asked of a board that makes no sense: a place off it, or a negative size.
enum OffTheBoard: Codable, Sendable, CustomTestStringConvertible {
    case place(rows: Int, columns: Int, row: Int, column: Int)
    case size(rows: Int, columns: Int)

    var testDescription: String {
        switch self {
        case .place(let rows, let columns, let row, let column):
            "The cell at row \(row), column \(column) of a board of \(rows) rows by \(columns) columns"
        case .size(let rows, let columns): "A board of \(rows) rows by \(columns) columns"
        }
    }
}
