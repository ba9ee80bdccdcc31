package game

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Info is what a puzzle says about itself, as an f-puzzles or SudokuPad
// link carries it: its title, its author and its rules in words. Each is
// "" when the puzzle does not say; most puzzles say nothing.
type Info struct {
	Title, Author, Rules string
}

// MaxInfoText is the longest title, author or rules text a game keeps,
// in bytes.
const MaxInfoText = 16 << 10

// IsZero reports whether the info says nothing.
func (i Info) IsZero() bool { return i == Info{} }

// Info returns what the game's puzzle says about itself.
func (g *Game) Info() Info { return g.info }

// SetInfo keeps what the puzzle says about itself with the game (the save
// keeps it too), its parts trimmed of spaces. Info that Check refuses is
// refused.
func (g *Game) SetInfo(i Info) error {
	i = Info{strings.TrimSpace(i.Title), strings.TrimSpace(i.Author), strings.TrimSpace(i.Rules)}
	if err := i.Check(); err != nil {
		return err
	}
	g.info = i
	return nil
}

// Check returns an error when a part of i is not UTF-8 or is longer than
// MaxInfoText.
func (i Info) Check() error {
	for k, p := range [3]string{i.Title, i.Author, i.Rules} {
		if !utf8.ValidString(p) || len(p) > MaxInfoText {
			return fmt.Errorf("game: puzzle %s: not UTF-8 text of at most %d bytes", [3]string{"title", "author", "rules"}[k], MaxInfoText)
		}
	}
	return nil
}
