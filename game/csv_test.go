package game_test

import (
	"bytes"
	"encoding/csv"
	"strings"
	"testing"
	"time"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

func TestWriteHistoryCSV(t *testing.T) {
	h := randomRecords(7, 20)
	var buf bytes.Buffer
	must(t, game.WriteHistoryCSV(&buf, h.All()))
	rows, err := csv.NewReader(&buf).ReadAll()
	must(t, err)
	if len(rows) != 21 || strings.Join(rows[0], ",") != strings.Join(game.HistoryCSVColumns, ",") {
		t.Fatalf("%d rows, header %v", len(rows), rows[0])
	}
	for i, r := range h.All() {
		row := rows[i+1]
		if row[0] != r.Ended.Format(time.RFC3339) || row[2] != r.Variant.Name() || row[4] != r.Outcome.String() || row[11] != r.Puzzle {
			t.Errorf("row %d: %v for %+v", i+1, row, r)
		}
		if d, err := time.ParseDuration(row[5] + "s"); err != nil || d != r.Elapsed {
			t.Errorf("row %d: seconds %q for %v", i+1, row[5], r.Elapsed)
		}
	}
}

func TestWriteStatsCSV(t *testing.T) {
	var s game.Stats
	s.StartedIn(geometry.Variant{}, logic.Hard)
	s.SolvedIn(geometry.Variant{}, logic.Hard, 754120*time.Millisecond, 0)
	s.StartedIn(geometry.Variant{Killer: true}, logic.Easy)
	s.SolvedIn(geometry.Variant{Killer: true}, logic.Easy, time.Minute, 2)
	var buf bytes.Buffer
	must(t, game.WriteStatsCSV(&buf, &s))
	rows, err := csv.NewReader(&buf).ReadAll()
	must(t, err)
	if len(rows) != 1+2*len(logic.Levels) {
		t.Fatalf("%d rows, want a header and a row a level of 2 variants", len(rows))
	}
	find := func(variant, level string) []string {
		for _, r := range rows {
			if r[0] == variant && r[1] == level {
				return r
			}
		}
		t.Fatalf("no row %s %s", variant, level)
		return nil
	}
	if r := find("classic", "hard"); r[2] != "1" || r[3] != "1" || r[7] != "754.120" || r[8] != "754.120" || r[9] != "1" {
		t.Errorf("classic hard: %v", r)
	}
	if r := find("killer", "easy"); r[4] != "1" || r[7] != "" || r[8] != "60.000" {
		t.Errorf("killer easy (won with hints: no best): %v", r)
	}
}
