// Your own test of CartViewController, with a loader of your own: see "Your own test" in
// Katas/03-cart/README.md. Write it once the checker passes. `kata check 03` runs it on your
// code, where it must pass, and on wrong versions of the screen, where it must fail.
import CartFeature
import Mock
import Testing
