// Your own test of ProfilePresenter, with a screen of your own: see "Your own test" in
// Katas/01-profile-presenter/README.md. Write it once the checker passes. `kata check 01` runs
// it on your code, where it must pass, and on wrong versions of the presenter, where it must fail.
import Mock
import ProfileFeature
import Testing
