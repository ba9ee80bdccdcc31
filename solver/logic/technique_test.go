package logic

import "testing"

// TestEveryTechniqueIsDescribed checks that each technique has a name, a
// weight, a finder, and a name in every language's catalogue, so that a
// technique added to the list cannot be left half registered.
func TestEveryTechniqueIsDescribed(t *testing.T) {
	for _, tech := range Techniques() {
		r := rungFor(tech)
		if r.id == "" || r.weight <= 0 {
			t.Errorf("technique %d has no name or weight: %+v", tech, r)
			continue
		}
		if r.first == nil {
			t.Errorf("%s has no finder", tech)
		}
		for _, lang := range Languages {
			c, err := catalogueFor(lang)
			if err != nil {
				t.Fatal(err)
			}
			if _, ok := c.words["name."+tech.ID()]; !ok {
				t.Errorf("%s: no name in %s", tech, lang)
			}
		}
	}
}

// TestLadderTable checks the ladder table's shape: one row for every
// technique, names unique, and the rungs Next tries in order of level,
// so that an easier puzzle never waits on a harder technique's search.
func TestLadderTable(t *testing.T) {
	if len(ladderTable) != int(numTechniques) {
		t.Fatalf("%d rows for %d techniques", len(ladderTable), numTechniques)
	}
	ids := map[string]bool{}
	var last Level
	for i, r := range ladderTable {
		if rungOf[r.t] != i {
			t.Errorf("%s: row %d, but rungOf says %d (listed twice?)", r.id, i, rungOf[r.t])
		}
		if ids[r.id] {
			t.Errorf("%s: named twice", r.id)
		}
		ids[r.id] = true
		if !r.tried {
			continue
		}
		if r.level < last {
			t.Errorf("%s (%s) is tried after a %s technique", r.id, r.level, last)
		}
		last = r.level
	}
	for tech := Technique(0); tech < numTechniques; tech++ {
		if rungOf[tech] < 0 {
			t.Errorf("technique %d has no row", tech)
		}
	}
}
