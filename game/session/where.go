package session

import "github.com/sudokudesktop/sudoku/solver/geometry"

// where words why two cells may not hold the same digit, for a message's
// {{.Where}}: rule is the key of the house they share ("row", "window",
// "diagonal.down": geometry.House.Key) or the move between them
// ("knight", "king": geometry.Relation's names). A house gives "in the
// same row"; a move "a knight's move away (anti-knight)".
func where(rule string) any {
	switch rule {
	case geometry.Knight.String(), geometry.King.String():
		return Term("where." + rule)
	}
	return Message{Key: "where.house", Args: map[string]any{"Unit": Term("unit." + rule)}}
}
