package variant_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver/variant"
)

// issCollection returns the puzzles of one exported array of Interactive
// Sudoku Solver's data/collections.js (its short-format strings) in the
// checkout named by ISS_DIR, skipping when ISS_DIR is not set. Nothing of
// ISS is kept in this repository.
func issCollection(tb testing.TB, name string) []variant.Puzzle {
	tb.Helper()
	dir := os.Getenv("ISS_DIR")
	if dir == "" {
		tb.Skip("ISS_DIR (a checkout of sigh/Interactive-Sudoku-Solver) not set")
	}
	b, err := os.ReadFile(filepath.Join(dir, "data", "collections.js"))
	if err != nil {
		tb.Fatal(err)
	}
	text := string(b)
	start := strings.Index(text, "export const "+name+" ")
	if start < 0 {
		tb.Fatalf("collections.js has no %s", name)
	}
	text = text[start:]
	text = text[:strings.Index(text, "\n);")]
	var ps []variant.Puzzle
	for line := range strings.Lines(text) {
		line = strings.TrimSpace(line)
		if !strings.HasPrefix(line, "'") || !strings.HasSuffix(line, "',") {
			continue
		}
		p, err := variant.Parse(line[1 : len(line)-2])
		if err != nil {
			tb.Fatalf("%s: %q: %v", name, line, err)
		}
		ps = append(ps, p)
	}
	if len(ps) == 0 {
		tb.Fatalf("%s holds no short-format Killers", name)
	}
	return ps
}

// BenchmarkKiller measures the fast engine proving uniqueness (count to 2),
// one thread, cycling through each set: the 300 everyday Killers of
// ../shared/puzzles and the forum's hardest, tarek's and Mathemagic's lists
// as ISS ships them (with ISS_DIR set).
func BenchmarkKiller(b *testing.B) {
	sets := []struct {
		name string
		load func(testing.TB) []variant.Puzzle
	}{
		{"everyday", func(tb testing.TB) []variant.Puzzle { return readPuzzles(tb, full(tb, "killer_everyday_300.txt")) }},
		{"tarek", func(tb testing.TB) []variant.Puzzle { return issCollection(tb, "TAREK_ALL") }},
		{"mathemagic", func(tb testing.TB) []variant.Puzzle { return issCollection(tb, "MATHEMAGIC_KILLERS") }},
	}
	for _, set := range sets {
		b.Run(set.name, func(b *testing.B) {
			ps := set.load(b)
			var s variant.Solver
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				s.Count(ps[i%len(ps)], 2)
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
		})
	}
}

// TestISSCollections wants one solution, right by every rule, for each of
// tarek's hardest Killers (with ISS_DIR set); with KILLER_LONG=1 also for
// Mathemagic's, which take minutes.
func TestISSCollections(t *testing.T) {
	names := []string{"TAREK_ALL"}
	if os.Getenv("KILLER_LONG") != "" {
		names = append(names, "MATHEMAGIC_KILLERS")
	}
	for _, name := range names {
		var s variant.Solver
		for i, p := range issCollection(t, name) {
			g, n := s.Solve(p, 2)
			if n != 1 {
				t.Errorf("%s #%d: %d solutions, want 1", name, i, n)
				continue
			}
			if err := variant.Check(p, g); err != nil {
				t.Errorf("%s #%d: %v", name, i, err)
			}
		}
	}
}
