package levels

import (
	"bufio"
	"embed"
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"
)

//go:embed *.txt
var files embed.FS

// Names lists the levels, easiest first. The names are those of the
// command line's -level flag.
var Names = []string{"easy", "medium", "hard", "expert", "extreme"}

// KillerNames lists the Killer Sudoku levels, easiest first: each of
// [Names] with "killer-" before it. Their puzzles are lines in the
// "killer:" format (see package solver/variant); some of these levels may
// have no puzzles yet (see the package documentation).
var KillerNames = []string{"killer-easy", "killer-medium", "killer-hard", "killer-expert", "killer-extreme"}

type collection struct {
	once    sync.Once
	puzzles []string
	err     error
}

var collections = func() map[string]*collection {
	m := map[string]*collection{}
	for _, n := range Names {
		m[n] = new(collection)
	}
	for _, n := range KillerNames {
		m[n] = new(collection)
	}
	return m
}()

// load returns the puzzles of a level, reading its file on first use.
func load(level string) ([]string, error) {
	c, ok := collections[level]
	if !ok {
		return nil, fmt.Errorf("unknown level %q: want %s", level, strings.Join(append(Names[:len(Names):len(Names)], KillerNames...), ", "))
	}
	c.once.Do(func() {
		data, err := files.ReadFile(level + ".txt")
		if err != nil {
			c.err = err
			return
		}
		sc := bufio.NewScanner(strings.NewReader(string(data)))
		for line := 1; sc.Scan(); line++ {
			text := sc.Text()
			if strings.HasPrefix(level, "killer-") {
				puzzle, _, ok := strings.Cut(text, " # ")
				if !ok || !strings.HasPrefix(puzzle, "killer") {
					c.err = fmt.Errorf("%s.txt line %d: want a killer: line and a comment", level, line)
					return
				}
				c.puzzles = append(c.puzzles, puzzle)
				continue
			}
			if len(text) < 81 {
				c.err = fmt.Errorf("%s.txt line %d: %d characters, want 81 and a comment", level, line, len(text))
				return
			}
			c.puzzles = append(c.puzzles, text[:81])
		}
	})
	return c.puzzles, c.err
}

// Count returns the number of puzzles of a level.
func Count(level string) (int, error) {
	ps, err := load(level)
	return len(ps), err
}

// Puzzle returns puzzle n (from 0) of a level: for the levels of [Names]
// 81 characters with '.' for blanks, for those of [KillerNames] a
// "killer:" line.
func Puzzle(level string, n int) (string, error) {
	ps, err := load(level)
	if err != nil {
		return "", err
	}
	if len(ps) == 0 {
		return "", fmt.Errorf("level %s has no puzzles", level)
	}
	if n < 0 || n >= len(ps) {
		return "", fmt.Errorf("level %s has puzzles 0 to %d, not %d", level, len(ps)-1, n)
	}
	return ps[n], nil
}

// Random returns a puzzle of a level picked with rng, and its number, or
// an error for a level with no puzzles.
func Random(level string, rng *rand.Rand) (string, int, error) {
	ps, err := load(level)
	if err != nil {
		return "", 0, err
	}
	if len(ps) == 0 {
		return "", 0, fmt.Errorf("level %s has no puzzles", level)
	}
	n := rng.IntN(len(ps))
	return ps[n], n, nil
}

// File returns the text of a level's file, ratings and all, or "" for an
// unknown level.
func File(level string) string {
	if _, ok := collections[level]; !ok {
		return ""
	}
	data, _ := files.ReadFile(level + ".txt")
	return string(data)
}
