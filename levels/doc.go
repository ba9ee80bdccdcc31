// Package levels holds the bundled puzzle collections, one embedded text
// file per difficulty level, and the small API that lists them and hands
// out puzzles.
//
// Each file has one puzzle per line: 81 characters with '.' for blanks,
// then " # " and the rating "sudoku-cli rate" gives it, as
//
//	..3.1..8. ... # hard 4.6 hidden-single locked-candidates swordfish
//
// The Killer Sudoku levels of [KillerNames] ("killer-easy" to
// "killer-extreme") live in files of the same form, a "killer:" line (see
// package solver/variant) before the rating:
//
//	killer:AAABBBCCC...:10,23,12,...:...... # extreme 11.0 hidden-single ... guess
//
// Each holds up to 60 Killers; a puzzle the generator could not bring to
// the level within its tries is left out. Until package logic knows the
// Killer techniques (cage combinations, the rule of 45, ...) every Killer
// rates extreme, so only killer-extreme has puzzles and the other Killer
// files are empty; they are made again, with "go generate ./levels", once
// those techniques are in.
//
// A variant's set is any file "<variant>-<level>.txt", <variant> the name
// geometry.Variant.Name gives ("killer", "x", "killer-x"): [Variants] lists
// the variants that have one, and [Set] names a variant's level's set, so
// that bundling puzzles of a new variant is adding its files. The jigsaw
// sets (jigsaw, jigsaw-x, jigsaw-killer) each bring their own layout in
// the line; jigsaw-killer-extreme was made with -killer-tries 1000, as
// one of its 60 seeds takes more than the default 200 tries.
//
// The files are made by the generator from fixed seeds; "go generate
// ./levels" makes them again (see internal/genlevels). The package imports
// nothing of the project, so anything may use it; the puzzles come out as
// text for package solver (Killers: solver/variant) to parse. A file is
// parsed the first time its level is used.
package levels

//go:generate go run ./internal/genlevels -n 120 -killer-n 60
