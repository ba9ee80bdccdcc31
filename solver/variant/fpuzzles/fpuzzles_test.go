package fpuzzles

import (
	"encoding/json"
	"errors"
	"net/url"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/variant"
	"github.com/sudokudesktop/sudoku/solver/variant/fpuzzles/internal/lzstring"
)

// realLink is a puzzle published with f-puzzles (see testdata/README.md):
// either the variant it plays and its solution, or the error it gets.
type realLink struct {
	Name     string `json:"name"`
	Link     string `json:"link"`
	Solution string `json:"solution"`
	Want     string `json:"want"`
	Err      string `json:"err"`
	Untitled bool   `json:"untitled"` // the puzzle has no title, author or rules
	Several  bool   `json:"several"`  // givens of a puzzle with several solutions
}

func loadReal(t testing.TB) []realLink {
	t.Helper()
	b, err := os.ReadFile("testdata/real.json")
	if err != nil {
		t.Fatal(err)
	}
	var links []realLink
	if err := json.Unmarshal(b, &links); err != nil {
		t.Fatal(err)
	}
	return links
}

// TestRealLinks opens real f-puzzles links: the puzzles this program plays
// have the variant they say and solve to their published solution; the
// others are refused with the rules named.
func TestRealLinks(t *testing.T) {
	for _, l := range loadReal(t) {
		t.Run(l.Name, func(t *testing.T) {
			p, m, err := Parse(l.Link)
			if l.Err != "" {
				if err == nil || !strings.Contains(err.Error(), l.Err) {
					t.Fatalf("Parse error = %v, want one containing %q", err, l.Err)
				}
				return
			}
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if got := p.Variant().Name(); got != l.Want {
				t.Errorf("variant = %s, want %s", got, l.Want)
			}
			switch {
			case l.Untitled:
				if m != (Meta{}) {
					t.Errorf("meta = %+v, want none", m)
				}
			case m.Title == "" || !strings.Contains(l.Name, m.Title) || !strings.Contains(l.Name, m.Author):
				t.Errorf("meta = %+v, want the title and author of %q", m, l.Name)
			case m.Rules == "":
				t.Errorf("no rules text")
			}
			if l.Solution != "" {
				want, err := solver.Parse(l.Solution)
				if err != nil {
					t.Fatal(err)
				}
				got, ok := variant.Solve(p)
				if !ok || got != want {
					t.Errorf("Solve = %v, %v; want the published solution %s", got, ok, l.Solution)
				}
			}
			if n := variant.Count(p, 2); (n == 1) == l.Several {
				t.Errorf("%d solutions, want one: %v", n, !l.Several)
			}
			// The puzzle survives a trip through Link.
			q, m2, err := Parse(Link(p, m))
			if err != nil || !q.Equal(p) || m2 != m {
				t.Errorf("Parse(Link(p)) = %v, %+v, %v; want the same puzzle and meta", q, m2, err)
			}
		})
	}
}

// kinds are puzzles of every rule this program plays, written by this
// program (no real link of each was found: see testdata/README.md).
func kinds(t testing.TB) map[string]variant.Puzzle {
	t.Helper()
	givens, err := solver.Parse("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
	if err != nil {
		t.Fatal(err)
	}
	jig, err := geometry.ParseRegions("001122222000103332100143332111143332504444462577748888577748668577768666555558866")
	if err != nil {
		t.Fatal(err)
	}
	cages := []variant.Cage{{Cells: []solver.Cell{0, 1}, Sum: 10}, {Cells: []solver.Cell{2, 11, 20}, Sum: 0}, {Cells: []solver.Cell{80}, Sum: 7}}
	ps := map[string]variant.Puzzle{
		"classic": {Givens: givens},
		"x":       {Givens: givens, Rules: geometry.Rules{Flags: geometry.Flags{Diagonals: true}}},
		"windoku": {Givens: givens, Rules: geometry.Rules{Flags: geometry.Flags{Windows: true}}},
		"anti":    {Givens: givens, Rules: geometry.Rules{Flags: geometry.Flags{AntiKnight: true, AntiKing: true}}},
		"killer":  {Rules: geometry.Rules{Cages: cages}},
		"jigsaw":  {Rules: geometry.Rules{Regions: jig}},
		"all":     {Rules: geometry.Rules{Flags: geometry.Flags{Diagonals: true, Windows: true}, Cages: cages, Regions: jig}},
	}
	for name, p := range ps {
		p.Normalize()
		ps[name] = p
	}
	return ps
}

func TestLinkRoundTrip(t *testing.T) {
	meta := Meta{Title: `"Quotes" & 数独`, Author: "Ann <a@b>", Rules: "Normal sudoku rules apply.\nCages sum."}
	for name, p := range kinds(t) {
		t.Run(name, func(t *testing.T) {
			link := Link(p, meta)
			if !strings.HasPrefix(link, "https://www.f-puzzles.com/?load=") {
				t.Fatalf("link %q", link)
			}
			for _, form := range []string{link, "https://sudokupad.app/fpuzzles" + Data(p, meta), string(JSON(p, meta)), Data(p, meta)} {
				q, m, err := Parse(form)
				if err != nil || !q.Equal(p) || m != meta {
					t.Errorf("Parse(%.60q) = %v, %+v, %v; want %v", form, q, m, err, p)
				}
			}
		})
	}
}

// TestJSONShape checks the JSON Link writes against the shape of
// f-puzzles' own exports (the real links of testdata): the keys, a cage's
// sum as a string, cells as "R1C1", a given as {"value":d,"given":true}
// and a jigsaw's region where it differs from the box's number.
func TestJSONShape(t *testing.T) {
	p := kinds(t)["all"]
	p.Givens[4] = 7
	var got map[string]any
	if err := json.Unmarshal(JSON(p, Meta{Title: "T", Author: "A", Rules: "R"}), &got); err != nil {
		t.Fatal(err)
	}
	keys := make([]string, 0, len(got))
	for k := range got {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	want := []string{"author", "diagonal+", "diagonal-", "extraregion", "grid", "killercage", "ruleset", "size", "title"}
	if !slices.Equal(keys, want) {
		t.Errorf("keys = %v, want %v", keys, want)
	}
	cg := got["killercage"].([]any)[0].(map[string]any)
	if v, ok := cg["value"].(string); !ok || v != "10" {
		t.Errorf("first cage's value = %#v, want the string \"10\"", cg["value"])
	}
	if c := cg["cells"].([]any)[0]; c != "R1C1" {
		t.Errorf("first cage's first cell = %v, want R1C1", c)
	}
	row := got["grid"].([]any)[0].([]any)
	if c := row[4].(map[string]any); c["value"] != 7.0 || c["given"] != true || c["region"] == nil {
		t.Errorf("r1c5 = %v, want value 7, given and a region", c)
	}
	if c := row[0].(map[string]any); len(c) != 0 {
		t.Errorf("r1c1 = %v, want {}: its region is its box's number", c)
	}
	// A classic puzzle's empty cell is {} and no region is written.
	classic := JSON(kinds(t)["classic"], Meta{})
	if !strings.Contains(string(classic), `{"size":9,"grid":[[{"value":4,"given":true},{},`) || strings.Contains(string(classic), "region") {
		t.Errorf("classic JSON = %.120s", classic)
	}
}

func compressed(js string) string { return lzstring.CompressToBase64(js) }

func TestForms(t *testing.T) {
	p := kinds(t)["killer"]
	data := Data(p, Meta{})
	tests := []struct{ name, in string }{
		{"f-puzzles without www", "f-puzzles.com/?load=" + data},
		{"f-puzzles, other parameters", "https://www.f-puzzles.com/?foo=1&load=" + data + "&x=y"},
		{"percent-encoded", "https://www.f-puzzles.com/?load=" + url.QueryEscape(data)},
		{"plus signs turned into spaces", "https://www.f-puzzles.com/?load=" + strings.ReplaceAll(data, "+", " ")},
		{"SudokuPad puzzleid", "https://sudokupad.app/?puzzleid=fpuzzles" + data},
		{"SudokuPad beta", "beta.sudokupad.app/fpuzzles" + data},
		{"old SudokuPad", "https://app.crackingthecryptic.com/sudoku/fpuzzles" + data},
		{"data with fpuzzles", "fpuzzles" + data},
		{"spaces around", "  " + data + "\n"},
	}
	if strings.Contains(data, "//") {
		tests = append(tests, struct{ name, in string }{"double slashes folded", "https://sudokupad.app/fpuzzles" + strings.ReplaceAll(data, "//", "/")})
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			q, _, err := Parse(tt.in)
			if err != nil || !q.Equal(p) {
				t.Errorf("Parse = %v, %v; want %v", q, err, p)
			}
		})
	}
}

func TestErrors(t *testing.T) {
	grid := func(extra string) string {
		return `{"size":9,"grid":[` + strings.TrimSuffix(strings.Repeat(`[{},{},{},{},{},{},{},{},{}],`, 9), ",") + `]` + extra + `}`
	}
	window := func(r, c int) string {
		var cells []string
		for i := range 3 {
			for j := range 3 {
				cells = append(cells, `"R`+string(rune('1'+r+i))+`C`+string(rune('1'+c+j))+`"`)
			}
		}
		return `{"cells":[` + strings.Join(cells, ",") + `]}`
	}
	windows := window(1, 1) + "," + window(1, 5) + "," + window(5, 1) + "," + window(5, 5)
	tests := []struct {
		name, in string
		want     error  // or
		msg      string // a part of the message
	}{
		{"short SudokuPad link", "https://sudokupad.app/abc123", ErrShortLink, ""},
		{"short SudokuPad link, no scheme", "sudokupad.app/psxczr0jpr", ErrShortLink, ""},
		{"scl", "https://sudokupad.app/sclN4Ig", ErrSCL, ""},
		{"ctc", "https://app.crackingthecryptic.com/sudoku/ctcN4Ig", ErrSCL, ""},
		{"scl by puzzleid", "https://sudokupad.app/?puzzleid=sclN4Ig", ErrSCL, ""},
		{"tinyurl", "https://tinyurl.com/2p8abcd", ErrShortened, ""},
		{"other site", "https://example.com/?load=N4Ig", ErrNotPuzzle, ""},
		{"words", "hello there", ErrNotPuzzle, ""},
		{"damaged data", "https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOA", ErrBadData, ""},
		{"f-puzzles without load", "https://www.f-puzzles.com/", nil, "no puzzle"},
		{"not JSON", "{grid", nil, "not f-puzzles JSON"},
		{"no grid", `{"size":9}`, nil, "no grid"},
		{"6x6", `{"size":6,"grid":[[{}]]}`, nil, "a 6x6 grid: this program reads f-puzzles links of 9x9 grids so far"},
		{"short grid", `{"grid":[[{}],[{}]]}`, nil, "a 2x2 grid"},
		{"size 9, rows missing", `{"size":9,"grid":[[{}],[{}]]}`, nil, "the grid has 2 rows, not 9"},
		{"thermo and arrows", grid(`,"thermometer":[{"lines":[["R1C1","R1C2"]]},{"lines":[]},{"lines":[]}],"arrow":[{},{}],"odd":[{"cell":"R1C1"}]`), nil,
			"this puzzle has rules this program does not play: thermometers (3), arrows (2), odd cells"},
		{"unknown rule", grid(`,"zipperline":[{}],"nonconsecutive":true`), nil, `nonconsecutive, "zipperline"`},
		{"false flags are no rules", grid(`,"nonconsecutive":false,"disjointgroups":false,"diagonal+":true,"diagonal-":true`), nil, ""},
		{"one diagonal", grid(`,"diagonal-":true`), nil, "the ↘ diagonal alone"},
		{"windows", grid(`,"extraregion":[` + windows + `]`), nil, ""},
		{"three windows", grid(`,"extraregion":[` + window(1, 1) + "," + window(1, 5) + "," + window(5, 1) + `]`), nil, "extra regions (3)"},
		{"a window off its place", grid(`,"extraregion":[` + window(0, 1) + "," + window(1, 5) + "," + window(5, 1) + "," + window(5, 5) + `]`), nil, "extra regions (4)"},
		{"cage clue not a sum", grid(`,"killercage":[{"cells":["R1C1"],"value":"?"}]`), nil, "cages whose clue is not a sum"},
		{"drawn cage", grid(`,"cage":[{"cells":["R1C1","R1C2"]}]`), nil, "drawn cages"},
		{"meta cage", grid(`,"cage":[{"cells":[],"value":"title: Hi"}]`), nil, ""},
		{"bad cage cell", grid(`,"killercage":[{"cells":["R10C1"],"value":"3"}]`), nil, "not R1C1-R9C9"},
		{"overlapping cages", grid(`,"killercage":[{"cells":["R1C1","R1C2"],"value":"3"},{"cells":["R1C2"],"value":"2"}]`), nil, "does not hold together"},
		{"bad given", `{"grid":[[{"value":12,"given":true},{},{},{},{},{},{},{},{}]` + strings.Repeat(`,[{},{},{},{},{},{},{},{},{}]`, 8) + `]}`, nil, "not a digit"},
		{"null region", `{"grid":[[{"region":null},{},{},{},{},{},{},{},{}]` + strings.Repeat(`,[{},{},{},{},{},{},{},{},{}]`, 8) + `]}`, nil, "cells outside every region"},
		{"old odd cell", `{"grid":[[{"parity":"odd"},{"extreme":"minimum"},{},{},{},{},{},{},{}]` + strings.Repeat(`,[{},{},{},{},{},{},{},{},{}]`, 8) + `]}`, nil, "odd or even cells, minimum or maximum cells"},
		{"bad region", `{"grid":[[{"region":9},{},{},{},{},{},{},{},{}]` + strings.Repeat(`,[{},{},{},{},{},{},{},{},{}]`, 8) + `]}`, nil, "not 0-8"},
		{"regions not a layout", `{"grid":[[{"region":1},{},{},{},{},{},{},{},{}]` + strings.Repeat(`,[{},{},{},{},{},{},{},{},{}]`, 8) + `]}`, nil, "not nine regions"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, m, err := Parse(tt.in)
			switch {
			case tt.want != nil:
				if !errors.Is(err, tt.want) {
					t.Errorf("error = %v, want %v", err, tt.want)
				}
			case tt.msg == "":
				if err != nil {
					t.Errorf("error = %v, want none", err)
				}
				if strings.Contains(tt.in, "title: Hi") && m.Title != "Hi" {
					t.Errorf("title = %q, want Hi from the meta cage", m.Title)
				}
			default:
				if err == nil || !strings.Contains(err.Error(), tt.msg) {
					t.Errorf("error = %v, want one containing %q", err, tt.msg)
				}
			}
		})
	}
	if _, _, err := Parse(compressed(grid(`,"ratio":[{}]`))); err == nil {
		t.Error("compressed data with a kropki dot: no error")
	}
}

// A player's digits that are not givens are not givens.
func TestPlayerDigitsAreNotGivens(t *testing.T) {
	in := `{"grid":[[{"value":5},{"value":3,"given":true},{},{},{},{},{},{},{}]` + strings.Repeat(`,[{},{},{},{},{},{},{},{},{}]`, 8) + `]}`
	p, _, err := Parse(in)
	if err != nil {
		t.Fatal(err)
	}
	if p.Givens[0] != 0 || p.Givens[1] != 3 {
		t.Errorf("givens r1c1, r1c2 = %d, %d; want 0, 3", p.Givens[0], p.Givens[1])
	}
}

func TestLooks(t *testing.T) {
	for in, want := range map[string]bool{
		"https://www.f-puzzles.com/?load=N4Ig": true,
		"sudokupad.app/abc":                    true,
		`{"size":9,"grid":[]}`:                 true,
		"x:4.....8.5":                          false,
		"N4IgzglgXgpiBcBOANCALhNAbO8QGUYsA":    false,
	} {
		if got := Looks(in); got != want {
			t.Errorf("Looks(%q) = %v, want %v", in, got, want)
		}
	}
}

// FuzzParse: Parse never panics, and what it returns is a valid puzzle.
func FuzzParse(f *testing.F) {
	for _, l := range loadReal(f) {
		f.Add(l.Link)
	}
	for _, p := range kinds(f) {
		f.Add(string(JSON(p, Meta{Title: "t"})))
		f.Add(Data(p, Meta{}))
	}
	f.Add("https://sudokupad.app/abc")
	f.Add(`{"grid":[[{"region":null}]]}`)
	f.Fuzz(func(t *testing.T, s string) {
		p, _, err := Parse(s)
		if err == nil {
			if verr := p.Validate(); verr != nil {
				t.Fatalf("Parse(%q) returned an invalid puzzle: %v", s, verr)
			}
		}
	})
}
