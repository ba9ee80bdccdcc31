// Package levels holds the bundled puzzle collections, one embedded text
// file per difficulty level, and the small API that lists them and hands
// out puzzles.
//
// The package is laid down with the project's foundation; the collections
// arrive with the grader and generator.
package levels
