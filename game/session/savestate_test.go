package session_test

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// breakDir makes dir unusable for saves (a file where the folder
// should be) and returns a function that mends it.
func breakDir(t *testing.T, dir string) (mend func()) {
	t.Helper()
	must(t, os.RemoveAll(dir))
	must(t, os.WriteFile(dir, []byte("in the way"), 0o600))
	return func() {
		t.Helper()
		must(t, os.Remove(dir))
		must(t, os.Mkdir(dir, 0o755))
	}
}

// win solves the harness's game by hand.
func (h *harness) win() {
	h.t.Helper()
	sol := gametest.Grid(h.t, gametest.Solution)
	g := h.s.Game()
	for c := solver.Cell(0); c < 81; c++ {
		if !g.IsGiven(c) && g.Digit(c) != sol[c] {
			h.s.TapCell(c)
			h.s.KeyDigit(sol[c])
		}
	}
	if !g.Won() {
		h.t.Fatal("the game is not won")
	}
}

// TestFailedStatsWriteIsRetried: with the statistics' folder unusable a
// game was won; once the folder was back, the game saves cleared the
// banner but the statistics were never written again, and the win was
// lost at the next start. Each file keeps its own save state: the banner
// names the statistics until they are written, and the write is retried
// on the next change, on pause and on close.
func TestFailedStatsWriteIsRetried(t *testing.T) {
	for _, tc := range []struct {
		name string
		then func(h *harness)
	}{
		{"next change", func(h *harness) { h.s.Restart(); h.s.Reply(true) }},
		{"pause", func(h *harness) { h.s.Pause() }},
		{"close", func(h *harness) { h.s.Close() }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			root := t.TempDir()
			statsDir := filepath.Join(root, "stats")
			must(t, os.Mkdir(statsDir, 0o755))
			statsPath := filepath.Join(statsDir, "stats.json")
			savePath := filepath.Join(root, "game.json")
			h := newHarness(t, func(o *session.Options) { o.SavePath = savePath; o.StatsPath = statsPath })
			h.settle()
			mend := breakDir(t, statsDir)
			h.win()
			h.settle()
			if b := h.view().Banner; b.Key != "status.stats-save-failed" {
				t.Errorf("banner %+v after the statistics failed and the game saved", b)
			}
			mend()
			tc.then(h)
			h.settle()
			s, err := game.LoadStatsFile(statsPath)
			if err != nil {
				t.Fatalf("statistics after the folder came back: %v", err)
			}
			if got := s.Level(logic.Easy).Solved; got != 1 {
				t.Errorf("the statistics file holds %d easy games solved, want 1", got)
			}
			if b := h.s.View().Banner; !b.Empty() && tc.name != "close" { // a closed session reports nothing
				t.Errorf("banner %+v after both files were written", b)
			}
		})
	}
}

// TestBannerNamesWhatIsNotSaved: the banner said "could not save the
// game" for a failed statistics write, and a game save that succeeded
// cleared it while the statistics were still not written.
func TestBannerNamesWhatIsNotSaved(t *testing.T) {
	for _, tc := range []struct {
		name              string
		breakGame, breakS bool
		want              string
	}{
		{"game", true, false, "status.save-failed"},
		{"statistics", false, true, "status.stats-save-failed"},
		{"both", true, true, "status.saves-failed"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			root := t.TempDir()
			gameDir, statsDir := filepath.Join(root, "game"), filepath.Join(root, "stats")
			must(t, os.Mkdir(gameDir, 0o755))
			must(t, os.Mkdir(statsDir, 0o755))
			h := newHarness(t, func(o *session.Options) {
				o.SavePath = filepath.Join(gameDir, "game.json")
				o.StatsPath = filepath.Join(statsDir, "stats.json")
			})
			h.settle()
			var mends []func()
			if tc.breakGame {
				mends = append(mends, breakDir(t, gameDir))
			}
			if tc.breakS {
				mends = append(mends, breakDir(t, statsDir))
			}
			h.move() // the first move counts the game: both files are written
			h.settle()
			if b := h.view().Banner; b.Key != tc.want {
				t.Fatalf("banner %q, want %q", b.Key, tc.want)
			}
			if b := h.view().Banner; b.Args["Error"] == nil || b.Args["Error"] == "" {
				t.Errorf("banner %+v does not say why", b)
			}
			h.s.TapCell(r1c4)
			h.s.KeyDigit(2) // a move: the game is saved again, the statistics not changed
			h.settle()
			if b := h.view().Banner; b.Key != tc.want {
				t.Errorf("after another move the banner is %q, want %q", b.Key, tc.want)
			}
			for _, mend := range mends {
				mend()
			}
			h.s.KeyDigit(4)
			h.settle()
			if b := h.view().Banner; !b.Empty() {
				t.Errorf("banner %+v after both folders came back and a move was made", b)
			}
		})
	}
}

// TestStatsAtTheLimitSurviveAGame: statistics with started = solved =
// 2^63-1 loaded, one more game won wrapped them negative, and the next
// start called the file corrupt and moved it aside.
func TestStatsAtTheLimitSurviveAGame(t *testing.T) {
	dir := t.TempDir()
	statsPath := filepath.Join(dir, "stats.json")
	max := fmt.Sprint(math.MaxInt)
	must(t, os.WriteFile(statsPath, []byte(`{"version":1,"levels":{"easy":{"started":`+max+`,"solved":`+max+
		`,"given_up":0,"abandoned":0,"best_ns":1,"total_ns":1,"streak":`+max+`,"best_streak":`+max+`}}}`), 0o600))
	set := func(o *session.Options) { o.StatsPath = statsPath }
	h := newHarness(t, set)
	h.win()
	h.s.Close()
	h.settle()
	h2 := newHarness2(t, set)
	defer h2.s.Close()
	if st := h2.s.View().Status; st.Key == "status.stats-corrupt" {
		t.Fatalf("the statistics after one more game are called corrupt: %+v", st)
	}
	if l := h2.s.Stats().Level(logic.Easy); l.Solved != math.MaxInt || l.Started != math.MaxInt {
		t.Errorf("easy after one more game: %+v", l)
	}
}
