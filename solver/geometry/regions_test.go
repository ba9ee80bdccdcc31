package geometry_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
)

// A jigsaw layout from Interactive Sudoku Solver's collections ("Jigsaw
// boxes, disconnected": region 6 is in two pieces), in ISS's marks 0-8.
const disconnected = "001122222000103332100143332111143332504444462577748888577748668577768666555558866"

// connected is a layout of nine connected regions, written with letters:
// the boxes, but r1c4 in the first region and r3c3 in the second.
const connected = "AAAABBCCC" + "AAABBBCCC" + "AABBBBCCC" + "DDDEEEFFF" + "DDDEEEFFF" + "DDDEEEFFF" + "GGGHHHIII" + "GGGHHHIII" + "GGGHHHIII"

func TestParseRegions(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want string // the layout as String writes it, or the error's words
		ok   bool
	}{
		{"ISS marks 0-8", disconnected, "112233333111214443211254443222254443615555573688859999688859779688879777666669977", true},
		{"letters", connected, "111122333111222333112222333444555666444555666444555666777888999777888999777888999", true},
		{"spaces and lines skipped", disconnected[:40] + " \n" + disconnected[40:], "1122333331112144432112544432222544436155555736888599996888597796888797776666699", true},
		{"80 cells", disconnected[:80], "80 cells, want 81", false},
		{"82 cells", disconnected + "0", "82 cells, want 81", false},
		{"a tenth region", "9" + disconnected[1:], "character 51: '8' marks a tenth region", false},
		{"a tenth cell", disconnected[:4] + "0" + disconnected[5:], "'0' puts a tenth cell", false},
		{"eight regions", strings.Repeat("0", 18) + disconnected[18:], "", false},
		{"a control character", "\x01" + disconnected[1:], "character 1", false},
		{"the boxes", geometry.BoxRegions().String(), "the regions are the boxes", false},
	}
	for _, tt := range tests {
		r, err := geometry.ParseRegions(tt.in)
		switch {
		case tt.ok && err != nil:
			t.Errorf("%s: %v", tt.name, err)
		case tt.ok && !strings.HasPrefix(r.String(), tt.want[:40]):
			t.Errorf("%s: %s, want %s", tt.name, r, tt.want)
		case tt.ok && r.Validate() != nil:
			t.Errorf("%s: %v", tt.name, r.Validate())
		case !tt.ok && err == nil:
			t.Errorf("%s: read %s, want an error", tt.name, r)
		case !tt.ok && !strings.Contains(err.Error(), tt.want):
			t.Errorf("%s: error %q, want it to say %q", tt.name, err, tt.want)
		}
	}
	if _, err := geometry.ParseRegions(geometry.BoxRegions().String()); !errors.Is(err, geometry.ErrNotJigsaw) {
		t.Errorf("the boxes: %v, want ErrNotJigsaw", err)
	}
}

func TestRegionsShape(t *testing.T) {
	d, err := geometry.ParseRegions(disconnected)
	if err != nil {
		t.Fatal(err)
	}
	c, err := geometry.ParseRegions(connected)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name      string
		r         geometry.Regions
		boxes     bool
		connected bool
	}{
		{"nil", nil, true, true},
		{"the boxes", geometry.BoxRegions(), true, true},
		{"disconnected", d, false, false},
		{"connected", c, false, true},
	}
	for _, tt := range tests {
		if got := tt.r.IsBoxes(); got != tt.boxes {
			t.Errorf("%s: IsBoxes %v, want %v", tt.name, got, tt.boxes)
		}
		if got := tt.r.Connected(); got != tt.connected {
			t.Errorf("%s: Connected %v, want %v", tt.name, got, tt.connected)
		}
	}
	if geometry.BoxRegions().Normalize() != nil || !geometry.Regions(nil).Equal(geometry.BoxRegions()) {
		t.Error("the boxes' layout does not normalize to nil or differs from nil")
	}
	shifted := make(geometry.Regions, 81)
	for i, k := range d {
		shifted[i] = (k + 4) % 9
	}
	if d.Equal(shifted) || !d.Equal(shifted.Normalize()) {
		t.Error("a renumbered layout is not the same once normalized")
	}
	bad := geometry.Regions{1, 2, 3}
	if bad.Validate() == nil || bad.Connected() || bad.Normalize() == nil {
		t.Error("a short layout passes")
	}
}

func TestJigsawGeometry(t *testing.T) {
	r, err := geometry.ParseRegions(disconnected)
	if err != nil {
		t.Fatal(err)
	}
	for _, flags := range []geometry.Flags{{}, {Diagonals: true}, {Windows: true, AntiKing: true}} {
		g := geometry.New(geometry.Rules{Flags: flags, Regions: r})
		checkInvariants(t, g)
		if !g.Regions().Equal(r) {
			t.Fatalf("Regions() = %s, want %s", g.Regions(), r)
		}
		for i := 18; i < 27; i++ {
			h := g.Houses()[i]
			if h.Kind != geometry.Region || h.Index != i-18 || h.Key() != "region" {
				t.Fatalf("house %d is %s %d keyed %q, want region %d", i, h.Kind, h.Index, h.Key(), i-18)
			}
			for _, c := range h.Cells {
				if int(r[c]) != h.Index {
					t.Fatalf("region %d holds %s of region %d", h.Index, c, r[c])
				}
			}
		}
		if got := g.Houses()[18].Label(); got != "r1c1" {
			t.Errorf("region 1's label %q, want r1c1", got)
		}
		if g.Peers(rc(1, 3)).Has(rc(2, 1)) || !g.Peers(rc(1, 1)).Has(rc(2, 5)) {
			t.Error("r1c1's and r1c3's peers are the boxes', not their regions'")
		}
		if len(g.Houses()) != 27+len(geometry.Shared(flags).Houses())-27 {
			t.Errorf("%d houses with %+v", len(g.Houses()), flags)
		}
		if got := g.Rules().Variant(); !got.Jigsaw || got.Flags != flags {
			t.Errorf("variant %v", got)
		}
	}
	if a, b := geometry.Layout(geometry.Flags{}, r), geometry.For(geometry.Rules{Regions: r}); a != b {
		t.Error("Layout does not share the geometry of a layout")
	}
	if geometry.Layout(geometry.Flags{}, nil) != geometry.Classic() {
		t.Error("Layout of the boxes is not the classic geometry")
	}
	if g := geometry.New(geometry.Rules{Regions: geometry.Regions{1, 2}}); g.Houses()[18].Kind != geometry.Box {
		t.Error("an invalid layout did not leave the boxes")
	}
	if (geometry.Rules{Regions: geometry.Regions{1, 2}}).Validate() == nil {
		t.Error("rules with a short layout are valid")
	}
}

func TestJigsawNames(t *testing.T) {
	tests := []struct {
		v    geometry.Variant
		name string
	}{
		{geometry.Variant{Jigsaw: true}, "jigsaw"},
		{geometry.Variant{Jigsaw: true, Killer: true}, "jigsaw-killer"},
		{geometry.Variant{Jigsaw: true, Flags: geometry.Flags{Diagonals: true}}, "jigsaw-x"},
		{geometry.Variant{Jigsaw: true, Killer: true, Flags: geometry.Flags{Windows: true}}, "jigsaw-killer-windoku"},
	}
	for _, tt := range tests {
		if got := tt.v.Name(); got != tt.name {
			t.Errorf("%+v: name %q, want %q", tt.v, got, tt.name)
		}
		if v, err := geometry.ParseVariant(tt.name); err != nil || v != tt.v {
			t.Errorf("ParseVariant(%q) = %+v, %v", tt.name, v, err)
		}
	}
	if v, _ := geometry.ParseVariant("x+jigsaw"); v.Name() != "jigsaw-x" {
		t.Errorf("x+jigsaw reads as %s", v.Name())
	}
	// Menus list the jigsaws after the variants of the boxes with as many
	// rules: Killer comes second, as it always has.
	var order []string
	for _, n := range []string{"jigsaw-killer", "killer-x", "jigsaw", "antiking", "killer", "classic", "jigsaw-x"} {
		v, _ := geometry.ParseVariant(n)
		order = append(order, v.Name())
	}
	slices.SortFunc(order, func(a, b string) int {
		va, _ := geometry.ParseVariant(a)
		vb, _ := geometry.ParseVariant(b)
		return va.Compare(vb)
	})
	if want := []string{"classic", "killer", "antiking", "jigsaw", "killer-x", "jigsaw-killer", "jigsaw-x"}; !slices.Equal(order, want) {
		t.Errorf("order %v, want %v", order, want)
	}
}

// FuzzParseRegions reads arbitrary text as a layout: it never panics, and
// what it reads is a valid layout, not the boxes', that reads back the
// same from its own spelling.
func FuzzParseRegions(f *testing.F) {
	f.Add(disconnected)
	f.Add(connected)
	f.Add(geometry.BoxRegions().String())
	f.Add(strings.Repeat("012345678", 9))
	f.Fuzz(func(t *testing.T, s string) {
		r, err := geometry.ParseRegions(s)
		if err != nil {
			return
		}
		if r.Validate() != nil || r.IsBoxes() {
			t.Fatalf("%q read as %v", s, r)
		}
		back, err := geometry.ParseRegions(r.String())
		if err != nil || !back.Equal(r) {
			t.Fatalf("%s reads back as %s, %v", r, back, err)
		}
		checkInvariants(t, geometry.New(geometry.Rules{Regions: r}))
		var seen solver.Cell
		for _, h := range geometry.New(geometry.Rules{Regions: r}).Houses()[18:27] {
			if h.Cells[0] < seen {
				t.Fatalf("regions not numbered by their first cells: %s", r)
			}
			seen = h.Cells[0]
		}
	})
}
