package geometry

import (
	"errors"
	"fmt"
	"strconv"
	"sync"

	"github.com/sudokudesktop/sudoku/solver"
)

// Kind is what a house is.
type Kind uint8

// The kinds of house.
const (
	Row      Kind = iota // a row, numbered 0-8 from the top
	Column               // a column, numbered 0-8 from the left
	Box                  // a 3x3 box, numbered 0-8 row-major
	Diagonal             // a Sudoku X diagonal: 0 is ↘ (r1c1-r9c9), 1 is ↗ (r9c1-r1c9)
	Window               // a Windoku window, numbered 0-3 row-major
	Region               // a jigsaw region, in place of the boxes, numbered 0-8 in the order of their first cells
)

var kindNames = [...]string{Row: "row", Column: "column", Box: "box", Diagonal: "diagonal", Window: "window", Region: "region"}

// String returns the kind's name in English, "row" to "window": the name
// conflicts and saves use.
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// House is nine cells that hold each digit once.
type House struct {
	Kind  Kind
	Index int            // its number within its kind, from 0
	Cells [9]solver.Cell // in increasing order
	Set   CellSet        // the same cells as a set
}

// Key returns the key of the words that name the house to a player:
// "row", "column", "box", "window" (each filled with Label, as "window
// 2"), "region" (filled with its first cell, as "the region at r1c4"),
// or "diagonal.down" for the ↘ diagonal and "diagonal.up" for the ↗ one.
// solver/logic's message catalogues hold the words (logic.HouseName).
func (h House) Key() string {
	if h.Kind == Diagonal {
		if h.Index == 0 {
			return "diagonal.down"
		}
		return "diagonal.up"
	}
	return h.Kind.String()
}

// Label returns what fills the words Key names: the house's number from
// 1 ("3"), or for a jigsaw region, whose number a player cannot see, its
// first cell ("r1c4").
func (h House) Label() string {
	if h.Kind == Region {
		return h.Cells[0].String()
	}
	return strconv.Itoa(h.Index + 1)
}

// Cage is a Killer cage: cells whose digits differ and, when Sum is not 0,
// add up to Sum. It has the fields of variant.Cage, so that one converts
// to the other.
type Cage struct {
	Cells []solver.Cell
	Sum   int
}

// Rules are the rules of a puzzle. The zero Rules are classic Sudoku: the
// rows, columns and boxes are always houses; each field adds a rule (or,
// Regions, replaces the boxes), and any combination of them is a puzzle.
type Rules struct {
	Flags           // the rules that are the same for every puzzle of the variant
	Cages   []Cage  // Killer cages
	Regions Regions // jigsaw regions in place of the boxes; nil: the boxes
}

// Flags are the rules that hold or not, the same for every puzzle that
// plays them: all of a variant's rules but the layout of its cages. Flags
// values compare with ==.
type Flags struct {
	Diagonals  bool // Sudoku X: both long diagonals are houses
	Windows    bool // Windoku: the four windows r2-4c2-4, r2-4c6-8, r6-8c2-4, r6-8c6-8 are houses
	AntiKnight bool // no digit repeats a knight's move away
	AntiKing   bool // no digit repeats a king's move away
}

// HasMoves reports whether the flags keep digits a move apart (anti-knight,
// anti-king): rules that add peers but no house.
func (f Flags) HasMoves() bool { return f.MoveRules() != Flags{} }

// MoveRules returns the rules of f that keep digits a move apart, the
// others cleared.
func (f Flags) MoveRules() Flags { return Flags{AntiKnight: f.AntiKnight, AntiKing: f.AntiKing} }

// Validate returns an error when a cage has a cell outside 0-80, a cell
// twice, a cell of another cage, or a sum outside 0-45, or when the
// regions are not a layout (see Regions.Validate). New builds a geometry
// from invalid rules too (see New), but the puzzle is not the one they
// say.
func (r Rules) Validate() error {
	if err := r.Regions.Validate(); err != nil {
		return err
	}
	var seen CellSet
	for i, cg := range r.Cages {
		if cg.Sum < 0 || cg.Sum > 45 {
			return fmt.Errorf("cage %d: sum %d is not 0-45", i+1, cg.Sum)
		}
		if len(cg.Cells) == 0 {
			return fmt.Errorf("cage %d: no cells", i+1)
		}
		for _, c := range cg.Cells {
			switch {
			case c < 0 || c > 80:
				return fmt.Errorf("cage %d: cell %d is not 0-80", i+1, c)
			case seen.Has(c):
				return fmt.Errorf("cage %d: %s is in a cage already", i+1, c)
			}
			seen.Add(c)
		}
	}
	return nil
}

// ErrNoHouse is what Geometry.House returns for an index with no house.
var ErrNoHouse = errors.New("geometry: no such house")

// Relation is why two cells may not hold the same digit.
type Relation uint8

// The relations of two cells, in the order Between tells them.
const (
	Apart     Relation = iota // not peers
	SameHouse                 // they share a house
	Knight                    // a knight's move apart, under anti-knight
	King                      // a king's move apart, under anti-king
	SameCage                  // they share a Killer cage and nothing else
)

var relationNames = [...]string{Apart: "apart", SameHouse: "house", Knight: "knight", King: "king", SameCage: "cage"}

// IsMove reports whether the relation is a move rule's (Knight, King):
// two cells a move apart that share no house.
func (r Relation) IsMove() bool { return r == Knight || r == King }

// String returns the relation's name: "apart", "house", "knight", "king"
// or "cage".
func (r Relation) String() string {
	if int(r) < len(relationNames) {
		return relationNames[r]
	}
	return fmt.Sprintf("Relation(%d)", uint8(r))
}

// Geometry is the shape of a puzzle built from its rules: houses, peers
// and cages. It never changes once built; the slices its methods return
// are its own and must not be changed.
type Geometry struct {
	rules    Rules
	houses   []House
	housesOf [81][]int
	peers    [81]CellSet
	knight   [81]CellSet
	king     [81]CellSet
	cageOf   [81]int8
}

var (
	classicOnce sync.Once
	classic     *Geometry
)

// Classic returns the geometry of classic Sudoku, built once and shared.
func Classic() *Geometry {
	classicOnce.Do(func() { classic = New(Rules{}) })
	return classic
}

var shared sync.Map // Flags -> *Geometry

// Shared returns the geometry of the rules f without cages, built once per
// Flags value and shared: for the houses and the knight's and king's peers
// of a puzzle whose cages are kept elsewhere (the solving engines, the
// check of givens).
func Shared(f Flags) *Geometry {
	if f == (Flags{}) {
		return Classic()
	}
	if g, ok := shared.Load(f); ok {
		return g.(*Geometry)
	}
	g, _ := shared.LoadOrStore(f, New(Rules{Flags: f}))
	return g.(*Geometry)
}

// For returns the geometry of the rules: without cages the one Shared
// keeps for their flags (and Layout for their regions), so that the
// puzzles of one variant and layout share it; with cages a new one (see
// New).
func For(r Rules) *Geometry {
	if len(r.Cages) == 0 {
		return Layout(r.Flags, r.Regions)
	}
	return New(r)
}

// New builds the geometry of the rules. The cages are copied, the regions
// normalized (see Regions.Normalize). It never fails: of invalid cages
// (see Rules.Validate) it keeps the cells in 0-80 that no earlier cage
// took, each once, and invalid regions leave the boxes.
func New(r Rules) *Geometry {
	g := &Geometry{rules: Rules{Flags: r.Flags}}
	for i := 0; i < 9; i++ {
		g.addHouse(Row, i, func(k int) solver.Cell { return solver.CellAt(i, k) })
	}
	for i := 0; i < 9; i++ {
		g.addHouse(Column, i, func(k int) solver.Cell { return solver.CellAt(k, i) })
	}
	if regions := r.Regions.Normalize(); regions.Validate() == nil && regions != nil {
		g.rules.Regions = regions
		var cells [9][]solver.Cell
		for c, k := range regions {
			cells[k] = append(cells[k], solver.Cell(c))
		}
		for i := 0; i < 9; i++ {
			g.addHouse(Region, i, func(k int) solver.Cell { return cells[i][k] })
		}
	} else {
		for i := 0; i < 9; i++ {
			g.addHouse(Box, i, func(k int) solver.Cell { return solver.CellAt(i/3*3+k/3, i%3*3+k%3) })
		}
	}
	if r.Diagonals {
		g.addHouse(Diagonal, 0, func(k int) solver.Cell { return solver.CellAt(k, k) })
		g.addHouse(Diagonal, 1, func(k int) solver.Cell { return solver.CellAt(8-k, k) })
	}
	if r.Windows {
		for i := 0; i < 4; i++ {
			g.addHouse(Window, i, func(k int) solver.Cell { return solver.CellAt(1+i/2*4+k/3, 1+i%2*4+k%3) })
		}
	}
	var backing []int
	var count [81]int
	for _, h := range g.houses {
		for _, c := range h.Cells {
			count[c]++
		}
	}
	for c := range count {
		backing = make([]int, 0, count[c])
		for i, h := range g.houses {
			if h.Set.Has(solver.Cell(c)) {
				backing = append(backing, i)
				g.peers[c] = g.peers[c].Or(h.Set)
			}
		}
		g.housesOf[c] = backing[:len(backing):len(backing)]
	}
	for c := solver.Cell(0); c < 81; c++ {
		for dr := -2; dr <= 2; dr++ {
			for dc := -2; dc <= 2; dc++ {
				r0, c0 := c.Row()+dr, c.Col()+dc
				if r0 < 0 || r0 > 8 || c0 < 0 || c0 > 8 || dr == 0 && dc == 0 {
					continue
				}
				switch p := solver.CellAt(r0, c0); {
				case dr*dr+dc*dc == 5 && r.AntiKnight:
					g.knight[c].Add(p)
				case dr*dr <= 1 && dc*dc <= 1 && r.AntiKing:
					g.king[c].Add(p)
				}
			}
		}
		g.peers[c] = g.peers[c].Or(g.knight[c]).Or(g.king[c])
	}
	for c := range g.cageOf {
		g.cageOf[c] = -1
	}
	for _, cg := range r.Cages {
		var cells []solver.Cell
		for _, c := range cg.Cells {
			if c >= 0 && c < 81 && g.cageOf[c] < 0 {
				g.cageOf[c] = int8(len(g.rules.Cages))
				cells = append(cells, c)
			}
		}
		if len(cells) > 0 {
			g.rules.Cages = append(g.rules.Cages, Cage{Cells: cells, Sum: cg.Sum})
		}
	}
	for _, cg := range g.rules.Cages {
		for _, a := range cg.Cells {
			for _, b := range cg.Cells {
				if a != b {
					g.peers[a].Add(b)
				}
			}
		}
	}
	for c := range g.peers {
		g.peers[c].Remove(solver.Cell(c))
	}
	return g
}

func (g *Geometry) addHouse(k Kind, i int, cell func(int) solver.Cell) {
	h := House{Kind: k, Index: i}
	for j := range h.Cells {
		h.Cells[j] = cell(j)
		h.Set.Add(h.Cells[j])
	}
	copy(h.Cells[:], h.Set.Cells())
	g.houses = append(g.houses, h)
}

// Rules returns the rules the geometry was built from, with the cages as
// New kept them.
func (g *Geometry) Rules() Rules { return g.rules }

// Houses returns every house: the rows (0-8), the columns (9-17) and the
// boxes or jigsaw regions (18-26), then the diagonals, then the windows.
func (g *Geometry) Houses() []House { return g.houses }

// House returns house i of Houses, or ErrNoHouse.
func (g *Geometry) House(i int) (House, error) {
	if i < 0 || i >= len(g.houses) {
		return House{}, ErrNoHouse
	}
	return g.houses[i], nil
}

// HousesOf returns the indices in Houses of the houses that hold c, in
// increasing order (its row, column and box first); nil for a cell
// outside 0-80.
func (g *Geometry) HousesOf(c solver.Cell) []int {
	if c < 0 || c > 80 {
		return nil
	}
	return g.housesOf[c]
}

// Peers returns the cells that may not hold c's digit: those sharing a
// house with it, those a knight's or king's move away under anti-knight
// and anti-king, and the other cells of its cage. A cell outside 0-80 has
// none.
func (g *Geometry) Peers(c solver.Cell) CellSet {
	if c < 0 || c > 80 {
		return CellSet{}
	}
	return g.peers[c]
}

// Moves returns the cells a knight's move from c under anti-knight and a
// king's move from c under anti-king, those in c's own houses included;
// none without those rules or for a cell outside 0-80.
func (g *Geometry) Moves(c solver.Cell) CellSet {
	if c < 0 || c > 80 {
		return CellSet{}
	}
	return g.knight[c].Or(g.king[c])
}

// Sees reports whether a and b are peers.
func (g *Geometry) Sees(a, b solver.Cell) bool { return g.Peers(a).Has(b) }

// Between returns why a and b may not hold the same digit, the first
// reason of SameHouse, Knight, King and SameCage that holds (Apart when
// none does), and with SameHouse the index of the first house they share
// (else -1).
func (g *Geometry) Between(a, b solver.Cell) (Relation, int) {
	if !g.Sees(a, b) {
		return Apart, -1
	}
	for _, i := range g.housesOf[a] {
		if g.houses[i].Set.Has(b) {
			return SameHouse, i
		}
	}
	switch {
	case g.knight[a].Has(b):
		return Knight, -1
	case g.king[a].Has(b):
		return King, -1
	}
	return SameCage, -1
}

// Regions returns the jigsaw layout, normalized; nil when the boxes are
// houses.
func (g *Geometry) Regions() Regions { return g.rules.Regions }

// Cages returns the Killer cages, nil when there are none.
func (g *Geometry) Cages() []Cage { return g.rules.Cages }

// CageOf returns the index in Cages of c's cage, and false when c is in
// none.
func (g *Geometry) CageOf(c solver.Cell) (int, bool) {
	if c < 0 || c > 80 || g.cageOf[c] < 0 {
		return 0, false
	}
	return int(g.cageOf[c]), true
}
