// The structure checks of kata 08: facts about ArticleInteractor's declarations that its
// behaviour cannot show. An interactor that still reaches into a global locator for one of
// its services works as long as someone registered that service first, somewhere.

import StructureChecks
import Testing

@Suite("Kata 08 · the interactor declares what it needs and resolves nothing from a global")
struct ArticleInteractorStructureChecks {
    let code = LearnerCode(module: "Articles")

    @Test("the interactor takes a locator that can give it a repository and a reachability")
    func takesItsLocator() {
        for locator in ["ArticleRepositoryLocator", "ReachabilityLocator"] {
            code.expectParameter(
                labeled: "serviceLocator",
                of: "init",
                in: "ArticleInteractor",
                isDeclaredThrough: locator,
                rule: """
                    The interactor's initializer says what it needs: a locator that can give \
                    an article repository and a reachability, and nothing else.
                    """
            )
        }
    }

    @Test("the interactor resolves nothing from a shared, string-keyed locator")
    func resolvesNothingGlobally() {
        code.expectNoMention(
            of: ["ServiceLocator", ".shared", "resolve"],
            in: "ArticleInteractor",
            rule: """
                A service pulled from a global by name is a dependency nobody can see: it \
                crashes at run time when it was not registered, and no test can replace it \
                without changing a global. Ask the locator you were given.
                """
        )
    }

    @Test("the module keeps no mutable global: no global variable, no static variable")
    func noMutableGlobals() {
        code.expectNoMutableGlobals(
            rule: """
                A global the interactor reads, however type-safe, is the string-keyed locator \
                again: any code can change it and every test shares it. Let the code that \
                creates the interactor pass its locator.
                """
        )
    }

    @Test("the interactor keeps its services as protocols, never as the concrete classes")
    func keepsProtocols() {
        code.expectNoDeclaration(
            in: "ArticleInteractor",
            typedAs: ["ArticleRepository", "Reachability", "OfflineSimulator", "Any"],
            rule: """
                Code against the services' protocols: an interactor that keeps an \
                ArticleRepository or a Reachability cannot be handed a double or \
                OfflineSimulator.
                """
        )
    }
}
