package logic

import (
	"slices"
	"testing"
)

// TestHouses checks the split of a step's houses into base and cover for
// each kind of step that has them.
func TestHouses(t *testing.T) {
	for _, tc := range []struct {
		name        string
		step        Step
		base, cover []Unit
	}{
		{"x-wing", Step{Technique: XWing, Units: []Unit{Row(1), Row(5), Col(3), Col(7)}},
			[]Unit{Row(1), Row(5)}, []Unit{Col(3), Col(7)}},
		{"siamese swordfish", Step{Technique: FinnedSwordfish, Variant: "siamese",
			Units: []Unit{Row(0), Row(4), Row(8), Col(1), Col(2), Col(6), Col(7)}},
			[]Unit{Row(0), Row(4), Row(8)}, []Unit{Col(1), Col(2), Col(6), Col(7)}},
		{"franken jellyfish", Step{Technique: FrankenJellyfish,
			Units: []Unit{Row(0), Row(1), Box(2), Row(3), Col(0), Col(1), Col(2), Col(3)}},
			[]Unit{Row(0), Row(1), Box(2), Row(3)}, []Unit{Col(0), Col(1), Col(2), Col(3)}},
		{"pointing", Step{Technique: LockedCandidates, Units: []Unit{Box(0), Row(2)}},
			[]Unit{Box(0)}, []Unit{Row(2)}},
		{"skyscraper: two base lines, no cover", Step{Technique: Skyscraper, Units: []Unit{Col(0), Col(5)}},
			[]Unit{Col(0), Col(5)}, nil},
		{"empty rectangle", Step{Technique: EmptyRectangle, Units: []Unit{Box(4), Row(3), Col(8)}},
			[]Unit{Box(4), Row(3), Col(8)}, nil},
		{"hidden single", Step{Technique: HiddenSingle, Units: []Unit{Box(1)}}, []Unit{Box(1)}, nil},
		{"chain: no houses", Step{Technique: XYChain}, nil, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			base, cover := tc.step.Houses()
			if !slices.Equal(base, tc.base) || !slices.Equal(cover, tc.cover) {
				t.Errorf("Houses() = %v, %v; want %v, %v", base, cover, tc.base, tc.cover)
			}
		})
	}
}
