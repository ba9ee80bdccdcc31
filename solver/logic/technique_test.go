package logic

import "testing"

// TestEveryTechniqueIsDescribed checks that each technique has a name, a
// weight, a finder, and a name in every language's catalogue, so that a
// technique added to the list cannot be left half registered.
func TestEveryTechniqueIsDescribed(t *testing.T) {
	for _, tech := range Techniques() {
		info := techniqueInfo[tech]
		if info.id == "" || info.weight <= 0 {
			t.Errorf("technique %d has no name or weight: %+v", tech, info)
			continue
		}
		if !hasFinder(tech) {
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
