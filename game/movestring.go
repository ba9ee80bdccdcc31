package game

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/sudokudesktop/sudoku/solver/logic"
)

// UnmarshalJSON reads a saved move: a string as Save writes it (see
// writeMove), or, from version 1 saves, an object.
func (m *saveMove) UnmarshalJSON(data []byte) error {
	if len(data) > 0 && data[0] == '"' {
		// The decoder has checked the string: without escapes, it is the
		// bytes between the quotes, as Save writes it. Long histories load
		// much faster for not decoding each move twice.
		if len(data) >= 2 && data[len(data)-1] == '"' && !bytes.ContainsRune(data, '\\') {
			return m.parse(string(data[1 : len(data)-1]))
		}
		var s string
		if err := json.Unmarshal(data, &s); err != nil {
			return err
		}
		return m.parse(s)
	}
	type object saveMove // without this method
	return json.Unmarshal(data, (*object)(m))
}

// parse reads a move string: a kind letter, then changes separated by ';',
// each cell:before>after.
func (m *saveMove) parse(s string) error {
	if s == "" {
		return fmt.Errorf("an empty move")
	}
	kind := strings.IndexByte(string(moveLetters[:]), s[0])
	if kind < 0 {
		return fmt.Errorf("move %q: unknown kind %q", s, s[0])
	}
	m.Kind = moveKind(kind).String()
	for _, part := range strings.Split(s[1:], ";") {
		cell, states, ok := strings.Cut(part, ":")
		before, after, ok2 := strings.Cut(states, ">")
		n, err := strconv.Atoi(cell)
		if !ok || !ok2 || err != nil || len(cell) > 2 {
			return fmt.Errorf("move %q: change %q is not cell:before>after", s, part)
		}
		b, err := parseState(before)
		if err != nil {
			return fmt.Errorf("move %q: %w", s, err)
		}
		a, err := parseState(after)
		if err != nil {
			return fmt.Errorf("move %q: %w", s, err)
		}
		m.Changes = append(m.Changes, saveChange{Cell: n, Before: b, After: a})
	}
	return nil
}

// parseState reads a cell's state: its digit, then its notes.
func parseState(s string) (saveState, error) {
	if s == "" || s[0] < '0' || s[0] > '9' {
		return saveState{}, fmt.Errorf("state %q does not start with a digit 0-9", s)
	}
	return saveState{Digit: int(s[0] - '0'), Notes: s[1:]}, nil
}

// notesString writes notes as their digits, "137".
func notesString(n logic.Digits) string {
	var b strings.Builder
	for d := uint8(1); d <= 9; d++ {
		if n.Has(d) {
			b.WriteByte('0' + d)
		}
	}
	return b.String()
}
