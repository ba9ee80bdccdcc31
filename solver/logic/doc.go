// Package logic solves Sudoku the way people do: it finds the next step a
// person would take on a board with pencil marks, explains it, and rates
// puzzles by the hardest step they need.
//
// A [Board] holds the placed digits and the candidates of every empty cell.
// [Next] tries the techniques from the easiest up (full house, hidden and
// naked singles, locked candidates, subsets, fish, wings, single-digit
// patterns, colouring, chains, uniqueness patterns, Sue de Coq and almost
// locked sets, kraken fish, and forcing chains as the last resort) and
// returns the first [Step] it finds. A step is data:
// the technique, the candidates its pattern stands on, the houses involved,
// and the digits it places or the candidates it eliminates, so a user
// interface can draw it; [Step.Describe] puts it into a sentence in English
// or Simplified Chinese.
//
// Applying steps in order gives the solve path; [Rate] turns it into a
// [Level] (easy to extreme) and a score on Sudoku Explainer's scale, from
// 1.0 for a full house to 11 and more for nested forcing chains. A chain's
// step carries its links ([Step.Links]): for a forcing chain, the net its
// contradiction stands on, traced back to the assumption; for a kraken
// fish, one chain from each fin (or start) after the other.
//
// A Killer board ([NewPuzzleBoard]) carries its cages, and the ladder
// adds the Killer techniques: cage combinations and a cage's locked digits
// (easy), the rule of 45 on one house (medium), virtual cages, the rule of
// 45 on unions of houses and cage subsets (hard), house combinations,
// cage blockers (a candidate that would leave a cage without a
// combination, through the cages it narrows) and chains whose links run
// through cages (expert) and cage contradictions (extreme); the
// uniqueness techniques,
// which stand on classic rules alone, are left out. A Killer step names
// its cages ([Step.Cages]), its innies and outies and the sum it deduces
// for them, and the combinations left ([Step.Combos]). [RatePuzzle] and
// [NewPuzzleHint] rate and hint a Killer as [Rate] and [NewHint] a
// classic puzzle.
//
// Every board reads its houses and peers from its geometry
// (solver/geometry): a [Unit] numbers houses of every kind (rows 0-8,
// columns 9-17, boxes 18-26, the ↘ and ↗ diagonals 27-28, windows
// 29-32), and a board built by [NewPuzzleBoard] from a puzzle with
// diagonals, windows, anti-knight or anti-king rules has those houses
// ([Board.Units]) and peers ([Board.Peers], a knight's or king's move
// away too). Singles, locked candidates (any two crossing houses, and
// any cell that sees all of a digit's places in a house), subsets, ALSs
// and the chains' strong links work over all its houses; weak links,
// wings and every "sees" over its peers; forcing chains propagate over
// both. Fish stay on rows and columns. The uniqueness techniques are
// off on such a board: a classic deadly pattern may break its rules.
package logic
