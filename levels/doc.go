// Package levels holds the bundled puzzle collections, one embedded text
// file per difficulty level, and the small API that lists them and hands
// out puzzles.
//
// Each file has one puzzle per line: 81 characters with '.' for blanks,
// then " # " and the rating "sudoku-cli rate" gives it, as
//
//	..3.1..8. ... # hard 4.6 hidden-single locked-candidates swordfish
//
// The files are made by the generator from fixed seeds; "go generate
// ./levels" makes them again (see internal/genlevels). The package imports
// nothing of the project, so anything may use it; the puzzles come out as
// text for package solver to parse. A file is parsed the first time its
// level is used.
package levels

//go:generate go run ./internal/genlevels -n 120
