// The structure checks of kata 03: facts about the declarations of CartViewController and
// RemoteProductsLoader that the behaviour checks cannot see. A screen whose initializer quietly
// builds the remote loader as a default value behaves in every test that passes a loader, and
// still depends on the network.

import StructureChecks
import Testing

@Suite("Kata 03 · the screen names only ProductsLoading; the loader is handed its session")
struct CartStructureChecks {
    let code = LearnerCode(module: "CartFeature")

    @Test("the screen's initializer takes its loader as a ProductsLoading")
    func initializerTakesProductsLoading() {
        code.expectParameter(
            labeled: "productsLoader",
            of: "init",
            in: "CartViewController",
            isDeclaredThrough: "ProductsLoading",
            rule: """
                The screen needs products, not a network: take the loader as \
                `any ProductsLoading` (or a generic constrained to it), so a test can hand it \
                a double and the app can hand it the remote loader.
                """
        )
    }

    @Test("the screen never builds the remote loader or a URLSession, not even as a default")
    func screenBuildsNoLoader() {
        code.expectNoMention(
            of: ["RemoteProductsLoader", "URLSession"],
            in: "CartViewController",
            rule: """
                A screen that names the remote loader or a URLSession, even as a default \
                argument, still depends on the network: whoever builds the screen must choose \
                its loader. Leave the choice to the code that creates the screen.
                """
        )
    }

    @Test("the cart stays a concrete Cart: it is stable, so it needs no protocol")
    func cartStaysConcrete() {
        code.expectProperty(
            "cart",
            in: "CartViewController",
            isDeclaredAs: "Cart",
            rule: """
                Cart is deterministic and in-process, a stable dependency: hiding it behind a \
                protocol adds a seam nobody needs. Inject what is volatile; keep what is stable.
                """
        )
    }

    @Test("the remote loader uses the session it is given, never URLSession.shared")
    func loaderUsesItsSession() {
        code.expectNoMention(
            of: ["URLSession.shared", ".shared"],
            in: "RemoteProductsLoader",
            rule: """
                The loader takes its URLSession from outside so that a test can give it one \
                that never reaches the network. Reaching for `.shared` inside it undoes that.
                """
        )
    }
}
