// Package gametest holds the fixtures that the tests of game, game/session
// and ui share, in one place rather than a copy in each: a clock that
// moves only when told, the puzzle of the Wikipedia article on Sudoku with
// its solution, and a store of statistics in memory. Like net/http/httptest it is for tests only: no
// package of the program imports it (cmd/internal/layers holds that).
package gametest

import (
	"testing"
	"time"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// The variants the tests play most: classic Sudoku and Killer.
var (
	ClassicVariant = geometry.Variant{}
	KillerVariant  = geometry.Variant{Killer: true}
)

// Sudoku X, the example of the International Sudoku Series ("Sudoku X"):
// givens r1c3=1 r1c7=2 r2c3=2 r2c4=3 r2c9=4 r3c1=4 r4c1=5 r4c3=3 r4c8=6
// r5c2=1 r5c9=5 r6c3=6 r7c5=7 r7c6=8 r8c5=9 r9c2=7 r9c6=1 r9c8=9, as a
// line of 81 cells, and its one solution under the diagonals' rule.
const (
	XPuzzle   = "..1...2....23....44........5.3....6..1......5..6..........78.......9.....7...1.9."
	XSolution = "681945237792316584435827619523784961817639425946152873369478152158293746274561398"
)

// The puzzle of the Wikipedia article on Sudoku ("Sudoku", the example
// puzzle), a proper one at the easy level, and its one solution, as lines
// of 81 cells.
const (
	Puzzle   = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	Solution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
)

// A Killer puzzle of the everyday set (../shared/puzzles/killer_everyday_300.txt,
// its first line): 29 cages, no givens; and its one solution. Its cage at
// r1c1 is r1c1 and r2c1 with sum 16; its cage at r4c3 holds r4c3, r4c4
// and r5c3 (sum 16), of which r4c4 and r5c3 share no row, column or box.
const (
	Killer         = "killer:ABCCCDEFFABBGGDEHFIIJJKKKHLMMNNOOLLLPPNQQRSSLPPTQRRUUVWWTTRXUVVYZZaXXXbcYYZaaXbbc:16,15,8,11,11,15,13,4,5,15,15,28,11,16,3,21,21,21,10,14,16,17,8,28,19,9,15,16,4:................................................................................."
	KillerSolution = "723148956958673214146925837387512469514896372692437185269351748435789621871264593"
)

// Start is the time a NewClock shows until it is moved.
var Start = time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)

// Clock is a game.Clock that moves only when told. The zero Clock shows
// the zero time. It is not safe for use by several goroutines at once.
type Clock struct{ now time.Time }

var _ game.Clock = (*Clock)(nil)

// NewClock returns a clock showing Start.
func NewClock() *Clock { return ClockAt(Start) }

// ClockAt returns a clock showing t.
func ClockAt(t time.Time) *Clock { return &Clock{now: t} }

// Now returns the time the clock shows.
func (c *Clock) Now() time.Time { return c.now }

// Advance moves the clock on by d; a negative d moves it back.
func (c *Clock) Advance(d time.Duration) { c.now = c.now.Add(d) }

// Grid parses a line of 81 cells, such as Puzzle, failing t on an error.
func Grid(t testing.TB, line string) solver.Grid {
	t.Helper()
	g, err := solver.ParseLine(line)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// An anti-knight puzzle made for these tests: a random grid that keeps
// the anti-knight rule, its cells emptied while the puzzle kept one
// solution under the classic rules alone, so that it is proper whether a
// solver knows the rule or not. r1c3 and r2c5, a knight's move apart in
// boxes 1 and 2, may both take 5 by the classic rules.
const (
	AntiKnightPuzzle   = "2...........9.4.6..1....4.91...7....8.3....5....82..47.....5.7..3.1...8....6....1"
	AntiKnightSolution = "249368715357914268618752439124576893873491652596823147961285374732149586485637921"
)

// AntiKnight returns AntiKnightPuzzle with the anti-knight rule.
func AntiKnight(t testing.TB) variant.Puzzle {
	t.Helper()
	return variant.Puzzle{Givens: Grid(t, AntiKnightPuzzle), Rules: geometry.Rules{Flags: geometry.Flags{AntiKnight: true}}}
}

// An anti-king puzzle made as the anti-knight one, proper under the
// classic rules alone. r1c4 and r2c3, a king's move apart in boxes 2 and
// 1, may both take 7 by the classic rules.
const (
	AntiKingPuzzle   = "3...1.....8.52.........4.........2...2...8.1...697....6..3.9.....9.....5..1....78"
	AntiKingSolution = "354617892987523146162894753493165287725438619816972534678359421249781365531246978"
)

// AntiKing returns AntiKingPuzzle with the anti-king rule.
func AntiKing(t testing.TB) variant.Puzzle {
	t.Helper()
	return variant.Puzzle{Givens: Grid(t, AntiKingPuzzle), Rules: geometry.Rules{Flags: geometry.Flags{AntiKing: true}}}
}

// Classic returns the classic puzzle of a line of 81 cells, such as
// Puzzle, failing t on an error.
func Classic(t testing.TB, line string) variant.Puzzle {
	t.Helper()
	return variant.Puzzle{Givens: Grid(t, line)}
}

// X returns XPuzzle with the diagonals' rule.
func X(t testing.TB) variant.Puzzle {
	t.Helper()
	return variant.Puzzle{Givens: Grid(t, XPuzzle), Rules: geometry.Rules{Flags: geometry.Flags{Diagonals: true}}}
}

// A jigsaw puzzle: the layout of a forum puzzle (given as ISS's
// ".NoBoxes.Jigsaw~" form), whose region 6 is in two pieces, with givens
// taken from one of its solutions and dug until it had one again, then
// given a few more (26 in all) so that the logic engine rates it. Its
// line is variant.Format's.
const (
	JigsawLine     = "jigsaw:4..6..95.8.9...5...5...8......86.7..9.1..5.76...2..41...65......9..5.........2..9:112233333111214443211254443222254443615555573688859999688859779688879777666669977"
	JigsawSolution = "412683957869734521157928634543861792921345876378296415236579148694157283785412369"
)

// A jigsaw puzzle whose regions are each one piece: a layout made by
// swapping cells between regions at random from the boxes, a grid the
// solver filled on it, dug until it had one solution, then given a few
// more (26 in all) as the other.
const (
	JigsawConnectedLine     = "jigsaw:..3.5678..91...6......17...2...8......6..29.....6...9...5..931.....6.52.....9...2:111112222312222452314444455316477455316477775336777555336668888366688898999999998"
	JigsawConnectedSolution = "123456789891234675562917843279381456786542931314675298645829317937168524458793162"
)

// Jigsaw returns the puzzle of JigsawLine.
func Jigsaw(t testing.TB) variant.Puzzle {
	t.Helper()
	return parseLine(t, JigsawLine)
}

// JigsawConnected returns the puzzle of JigsawConnectedLine.
func JigsawConnected(t testing.TB) variant.Puzzle {
	t.Helper()
	return parseLine(t, JigsawConnectedLine)
}

// parseLine reads a puzzle's line, failing t on an error.
func parseLine(t testing.TB, line string) variant.Puzzle {
	t.Helper()
	p, err := variant.Parse(line)
	if err != nil {
		t.Fatalf("%.30s…: %v", line, err)
	}
	return p
}

// Digit returns Solution's digit in c.
func Digit(c solver.Cell) uint8 { return Solution[c] - '0' }

// Store is a game.Store in a map, as fyne.Preferences is in the window.
type Store map[string]string

var _ game.Store = Store(nil)

// String returns the value kept under key, "" for none.
func (s Store) String(key string) string { return s[key] }

// SetString keeps value under key.
func (s Store) SetString(key, value string) { s[key] = value }

// JigsawPair returns two empty cells of jigsaw p (on geometry geo) in
// different rows and columns that share a region (region true) or a box
// that is no region (false), and a digit no given among their peers
// shows: the cells a test repeats a digit in, to see a region's clash
// flagged and a box's not.
func JigsawPair(t testing.TB, p variant.Puzzle, geo *geometry.Geometry, region bool) (a, b solver.Cell, d uint8) {
	t.Helper()
	classic := geometry.Classic()
	for a := solver.Cell(0); a < 81; a++ {
		for b := a + 1; b < 81; b++ {
			if p.Givens[a] != 0 || p.Givens[b] != 0 || a.Row() == b.Row() || a.Col() == b.Col() ||
				geo.Sees(a, b) != region || classic.Sees(a, b) == region {
				continue
			}
			for d := uint8(1); d <= 9; d++ {
				free := true
				for _, c := range []solver.Cell{a, b} {
					for q := range geo.Peers(c).All() {
						free = free && p.Givens[q] != d
					}
				}
				if free {
					return a, b, d
				}
			}
		}
	}
	t.Fatalf("no two cells sharing a region %v", region)
	return 0, 0, 0
}
