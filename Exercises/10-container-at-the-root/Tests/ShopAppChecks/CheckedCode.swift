// Which code this checker reads: the exercise's own Sources (yours), or, when the repository's
// root package compiles this same checker, the kata's reference solution. Do not edit.

import StructureChecks

#if KATA_REFERENCE_SOLUTION
    let checkedCode = CheckedCode.referenceSolution
#else
    let checkedCode = CheckedCode.exercise
#endif
