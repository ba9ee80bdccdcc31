package session

import (
	"strings"
	"unicode/utf8"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/sized"
	"github.com/sudokudesktop/sudoku/solver/variant"
	"github.com/sudokudesktop/sudoku/solver/variant/fpuzzles"
)

// parseLink reads an f-puzzles or SudokuPad link, or f-puzzles' JSON (see
// fpuzzles.Parse), as one puzzle with what it says about itself; a title,
// author or rules text longer than the game keeps (game.MaxInfoText) is
// cut there.
func parseLink(text string) parsed {
	p, m, err := fpuzzles.Parse(text)
	if err != nil {
		return parsed{err: err}
	}
	info := game.Info{Title: clip(m.Title), Author: clip(m.Author), Rules: clip(m.Rules)}
	return parsed{one: &p, info: info}
}

// clip returns s as valid UTF-8 of at most game.MaxInfoText bytes, cut
// at the last whole character.
func clip(s string) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	if len(s) <= game.MaxInfoText {
		return s
	}
	s = s[:game.MaxInfoText]
	for len(s) > 0 && !utf8.ValidString(s) {
		s = s[:len(s)-1]
	}
	return s
}

// LinkText returns the puzzle on the board as an f-puzzles link
// (https://www.f-puzzles.com/?load=...) with the game's title, author and
// rules text: f-puzzles and SudokuPad open it. While a puzzle is being
// entered it is the puzzle so far. Links are written of 9x9 grids: on a
// grid of another size it is "" (CopyLink says so).
func (s *Session) LinkText() string {
	if s.mode == entering {
		return fpuzzles.Link(variant.Puzzle{Givens: s.draft.grid,
			Rules: geometry.Rules{Flags: s.draft.flags, Cages: s.draft.cages, Regions: s.draft.regions}}, fpuzzles.Meta{})
	}
	if s.g.Shape() != sized.Shape9 {
		return ""
	}
	return fpuzzles.Link(s.g.Puzzle(), fpuzzles.Meta(s.g.Info()))
}

// CopyLink puts the puzzle in the view's Clipboard as an f-puzzles link
// (see LinkText) and says so.
func (s *Session) CopyLink() {
	defer s.begin()()
	if s.mode != entering && s.g.Shape() != sized.Shape9 {
		s.say("status.link.sized", map[string]any{"Grid": variantTerm(geometry.Variant{Size: s.g.Shape().N()})})
		return
	}
	s.once.Clipboard = s.LinkText()
	s.say("status.copied.link", nil)
}

// titleGreeting is the greeting of a game whose puzzle has a title (an
// f-puzzles link's): the title, the author when known, and the level.
func titleGreeting(g *game.Game) (Message, bool) {
	i := g.Info()
	switch {
	case i.Title == "":
		return Message{}, false
	case i.Author == "":
		return Message{Key: "status.link.started", Args: map[string]any{"Title": i.Title, "Level": gameLevel(g)}}, true
	}
	return Message{Key: "status.link.started-by", Args: map[string]any{"Title": i.Title, "Author": i.Author, "Level": gameLevel(g)}}, true
}
