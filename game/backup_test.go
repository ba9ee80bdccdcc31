package game_test

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// randomStats plays n random outcomes into statistics.
func randomStats(seed uint64, n int) *game.Stats {
	rng := rand.New(rand.NewPCG(seed, 3))
	s := new(game.Stats)
	variants := []geometry.Variant{{}, {Killer: true}}
	for range n {
		v, l := variants[rng.IntN(2)], logic.Levels[rng.IntN(len(logic.Levels))]
		s.StartedIn(v, l)
		switch rng.IntN(4) {
		case 0, 1:
			s.SolvedIn(v, l, time.Duration(60+rng.IntN(900))*time.Second, rng.IntN(2))
		case 2:
			s.GaveUpIn(v, l)
		}
	}
	if v, l, ok := s.PlayingIn(); ok { // none left in play: the merge keeps the target's
		s.GaveUpIn(v, l)
	}
	return s
}

func statsText(t *testing.T, s *game.Stats) string {
	t.Helper()
	var st gametestStore
	must(t, s.Save(&st))
	return st.v
}

// gametestStore is a one-key Store.
type gametestStore struct{ v string }

func (s *gametestStore) String(string) string      { return s.v }
func (s *gametestStore) SetString(_, value string) { s.v = value }

// TestStatsMergeProperty: merging is commutative and idempotent, never
// lowers a count or raises a best time, and what it gives loads back.
func TestStatsMergeProperty(t *testing.T) {
	for seed := range uint64(30) {
		a, b := randomStats(seed, 40), randomStats(seed+50, 25)
		ab, ba := a.Clone(), b.Clone()
		ab.Merge(b)
		ba.Merge(a)
		if statsText(t, &ab) != statsText(t, &ba) {
			t.Fatalf("seed %d: A+B and B+A differ:\n%s\n%s", seed, statsText(t, &ab), statsText(t, &ba))
		}
		twice := ab.Clone()
		twice.Merge(b)
		if statsText(t, &twice) != statsText(t, &ab) {
			t.Fatalf("seed %d: merging B again changed the statistics", seed)
		}
		var st gametestStore
		must(t, ab.Save(&st))
		if _, err := game.LoadStats(&st); err != nil {
			t.Fatalf("seed %d: the merged statistics do not load: %v", seed, err)
		}
		for _, v := range ab.Variants() {
			for _, l := range logic.Levels {
				m, x, y := ab.LevelIn(v, l), a.LevelIn(v, l), b.LevelIn(v, l)
				if m.Started < max(x.Started, y.Started) || m.Solved < max(x.Solved, y.Solved) {
					t.Errorf("seed %d %v %v: counts lowered: %+v from %+v and %+v", seed, v, l, m, x, y)
				}
				if x.HasBest() && (!m.HasBest() || m.BestTime > x.BestTime) {
					t.Errorf("seed %d %v %v: best %v lost (had %v)", seed, v, l, m.BestTime, x.BestTime)
				}
			}
		}
	}
}

func TestBackupRoundTrip(t *testing.T) {
	g, _ := playedGame(t)
	b := game.Backup{
		Created: time.Date(2026, 12, 2, 10, 0, 0, 0, time.UTC), Stats: randomStats(1, 30), History: randomRecords(2, 40),
		Game: save(t, g), Practice: []byte(`{"version":1,"techniques":{}}`), Settings: map[string]string{"theme": "dark"},
	}
	var buf bytes.Buffer
	must(t, game.WriteBackup(&buf, b))
	back, err := game.ReadBackup(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	if !back.Created.Equal(b.Created) || statsText(t, back.Stats) != statsText(t, b.Stats) ||
		!slices.Equal(back.History.All(), b.History.All()) || back.Settings["theme"] != "dark" {
		t.Error("the backup reads back different")
	}
	if loaded, _ := load(t, back.Game); loaded.Board() != g.Board() {
		t.Error("the game in the backup is another")
	}
}

// TestReadBackupRefuses: a file that is not a whole backup of this
// program is refused whole, saying why.
func TestReadBackupRefuses(t *testing.T) {
	var buf bytes.Buffer
	must(t, game.WriteBackup(&buf, game.Backup{Created: time.Now(), Stats: randomStats(3, 5), History: randomRecords(4, 5)}))
	good := buf.String()
	for _, tc := range []struct{ name, text, want string }{
		{"empty", "", "EOF"},
		{"torn", good[:len(good)/2], "unexpected EOF"},
		{"another program's", `{"format":"other","version":1}`, `format "other"`},
		{"a later version", strings.Replace(good, `"version":1,"created"`, `"version":9,"created"`, 1), "version 9"},
		{"a damaged history", strings.Replace(good, "\\tclassic\\t", "\\tthermo\\t", 1), "history"},
		{"damaged statistics", strings.Replace(good, `"started":`, `"started":-`, 1), "statistics"},
		{"a damaged game", strings.Replace(good, `"history":`, `"game":{"version":2},"history":`, 1), "game"},
		{"an unknown section", strings.Replace(good, `{"format"`, `{"extra":1,"format"`, 1), "unknown field"},
		{"two documents", good + good, "more after"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := game.ReadBackup(strings.NewReader(tc.text))
			if !errors.Is(err, game.ErrBadBackup) || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want ErrBadBackup saying %q", err, tc.want)
			}
		})
	}
}

func FuzzReadBackup(f *testing.F) {
	var buf bytes.Buffer
	if err := game.WriteBackup(&buf, game.Backup{Created: time.Now(), Stats: randomStats(5, 5), History: randomRecords(6, 3)}); err != nil {
		f.Fatal(err)
	}
	f.Add(buf.Bytes())
	f.Add([]byte(`{"format":"sudoku-backup","version":1,"created":"2026-12-02T00:00:00Z","history":""}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		b, err := game.ReadBackup(bytes.NewReader(data))
		if err != nil {
			return
		}
		var out bytes.Buffer
		if err := game.WriteBackup(&out, b); err != nil {
			t.Fatal(err)
		}
		if _, err := game.ReadBackup(&out); err != nil {
			t.Errorf("a backup read does not read back after writing: %v", err)
		}
	})
}
