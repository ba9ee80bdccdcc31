// Package dlx is the second Sudoku engine: Knuth's Algorithm X on Dancing
// Links, written independently of the default engine in package solver so
// that each can check the other.
//
// # Exact cover
//
// Sudoku is an exact-cover problem. Each of the 729 candidates "digit d in
// row r, column c" is a row of a 0/1 matrix with a 1 in four of its 324
// columns, one in each group of 81:
//
//   - cell: the cell (r, c) holds a digit;
//   - row-digit: row r holds d;
//   - column-digit: column c holds d;
//   - box-digit: the box of (r, c) holds d.
//
// A solution is a set of 81 rows with exactly one 1 in every column. The
// givens pick their rows up front; Algorithm X then repeatedly takes the
// column with the fewest remaining rows (Knuth's S heuristic), tries each of
// its rows in turn, and removes ("covers") every column the row satisfies
// together with every row that clashes with it.
//
// # Index arrays
//
// Dancing Links keeps the 1s of the matrix in circular doubly linked lists,
// one across each row and one down each column, so that covering unlinks
// nodes and uncovering, done in exactly the reverse order, relinks them. Here
// the nodes are not pointer objects but indexes into fixed int32 arrays
// (left, right, up, down, column and candidate row), allocated once with the
// [Solver]. That keeps the whole matrix in about 80 KB of contiguous memory
// the garbage collector never has to scan, makes a full restore checkable by
// comparing arrays, and lets a Solver search puzzle after puzzle without
// allocating.
package dlx
