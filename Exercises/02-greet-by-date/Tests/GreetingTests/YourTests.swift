// Your own test of greet, with moments of your own: see "Your own test" in
// Katas/02-greet-by-date/README.md. Write it once the checker passes. `kata check 02` runs it on
// your code, where it must pass, and on wrong versions of greet, where it must fail.
import Foundation
import Greeting
import Testing
