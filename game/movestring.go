package game

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
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
		if !ok || !ok2 || err != nil || len(cell) > 3 {
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

// parseState reads a cell's state: its digit, then its notes, then its
// marks (see appendMarks), which start with a letter.
func parseState(s string) (saveState, error) {
	if s == "" {
		return saveState{}, fmt.Errorf("state %q does not start with a digit 0-9 or A-G", s)
	}
	d, ok := saveDigit(s[0])
	if s[0] == '0' {
		d, ok = 0, true
	}
	if !ok {
		return saveState{}, fmt.Errorf("state %q does not start with a digit 0-9 or A-G", s)
	}
	notes, marks := s[1:], ""
	if i := strings.IndexAny(notes, "cmk"); i >= 0 {
		notes, marks = notes[:i], notes[i:]
	}
	return saveState{Digit: int(d), Notes: notes, Marks: marks}, nil
}

// parseMarks reads a cell's marks as appendMarks writes them: each part
// at most once, in the order 'c', 'm', 'k', its digits each at most once,
// at most MaxCorner corner marks.
func parseMarks(s string, n int) (Marks, error) {
	var m Marks
	last := -1
	for s != "" {
		part := strings.IndexByte("cmk", s[0])
		if part <= last {
			return Marks{}, fmt.Errorf("marks %q: want parts c, m, k in that order, each once", s)
		}
		last = part
		end := 1
		for end < len(s) && (s[end] >= '0' && s[end] <= '9' || s[end] >= 'A' && s[end] <= 'G') {
			end++
		}
		digits := s[1:end]
		s = s[end:]
		if digits == "" {
			return Marks{}, fmt.Errorf("marks: an empty part")
		}
		set, err := parseNotes(digits, n)
		if part == 2 {
			set, err = parseNotes(digits, 9) // colours 1-9 on every grid
		}
		if err != nil {
			return Marks{}, fmt.Errorf("marks: %w", err)
		}
		switch part {
		case 0:
			if len(digits) > MaxCorner {
				return Marks{}, fmt.Errorf("marks: %d corner marks, want at most %d", len(digits), MaxCorner)
			}
			for i := range len(digits) {
				d, _ := saveDigit(digits[i]) // parseNotes read it
				m.Corner = m.Corner.with(d)
			}
		case 1:
			m.Centre = set
		case 2:
			m.Colours = Colours(set)
		}
	}
	return m, nil
}

// notesString writes notes as their digits, "137".
func notesString(n Digits) string {
	var b strings.Builder
	for d := uint8(1); d <= MaxDigit; d++ {
		if n.Has(d) {
			b.WriteByte(saveDigitChar(d))
		}
	}
	return b.String()
}
