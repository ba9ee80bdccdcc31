package levels

import (
	"bufio"
	"embed"
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"
	"sync"
)

//go:embed *.txt
var files embed.FS

// Names lists the levels, easiest first. The names are those of the
// command line's -level flag.
var Names = []string{"easy", "medium", "hard", "expert", "extreme"}

// KillerNames lists the Killer Sudoku levels, easiest first: each of
// [Names] with "killer-" before it (see [Set]). Their puzzles are lines
// in the "killer:" format (see package solver/variant); some of these
// levels may have no puzzles yet (see the package documentation).
var KillerNames = []string{"killer-easy", "killer-medium", "killer-hard", "killer-expert", "killer-extreme"}

// Classic is the name of classic Sudoku's variant, whose sets are named
// by their level alone.
const Classic = "classic"

// Set returns the name of the bundled set of a variant's level: the level
// alone for classic ("hard"), else the variant's name, '-' and the level
// ("killer-hard", "x-hard"). The variant's name is the one
// geometry.Variant.Name gives; the set may not exist (see Variants).
func Set(variant, level string) string {
	if variant == Classic || variant == "" {
		return level
	}
	return variant + "-" + level
}

type collection struct {
	once    sync.Once
	puzzles []string
	err     error
}

// collections are the sets the embedded files hold, by name: a file
// "<set>.txt" for each, found when the package starts, so that a file
// added for a variant's level is a set with no code to change.
var collections = func() map[string]*collection {
	m := map[string]*collection{}
	entries, _ := files.ReadDir(".")
	for _, e := range entries {
		if name, ok := strings.CutSuffix(e.Name(), ".txt"); ok {
			m[name] = new(collection)
		}
	}
	return m
}()

// Variants returns the names of the variants with a bundled set of some
// level, classic first and the others in order of name.
func Variants() []string {
	seen := map[string]bool{}
	var out []string
	for name := range collections {
		v := Classic
		for _, level := range Names {
			if rest, ok := strings.CutSuffix(name, "-"+level); ok {
				v = rest
			}
		}
		if !seen[v] {
			seen[v] = true
			out = append(out, v)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i] == Classic || out[j] != Classic && out[i] < out[j] })
	return out
}

// known lists the sets' names, for an error naming an unknown one.
func known() string {
	names := make([]string, 0, len(collections))
	for n := range collections {
		names = append(names, n)
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}

// load returns the puzzles of a level, reading its file on first use.
func load(level string) ([]string, error) {
	c, ok := collections[level]
	if !ok {
		return nil, fmt.Errorf("unknown level %q: want %s", level, known())
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
			if !slices.Contains(Names, level) { // a variant's set: a puzzle in its own format
				puzzle, _, ok := strings.Cut(text, " # ")
				if !ok || puzzle == "" {
					c.err = fmt.Errorf("%s.txt line %d: want a puzzle and a comment", level, line)
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
// 81 characters with '.' for blanks, for a variant's set its line as
// package solver/variant reads it (a "killer:" line for [KillerNames]).
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
