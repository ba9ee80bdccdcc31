package session_test

import (
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// TestTrainerTimeToFirst measures the trainer's time to the first
// position with a cold cache, as the player waits for it: Choose, then
// the real generator's positions on DefaultPracticeWorkers workers, in a
// fresh storage folder. It is opt-in, for it takes minutes:
//
//	SUDOKU_TRAINER_TIMES=3 go test ./game/session -run TimeToFirst -v -timeout 60m
//
// runs each technique with that many seeds and prints the seconds;
// SUDOKU_TRAINER_TECHNIQUES=id,id,... measures those techniques instead.
func TestTrainerTimeToFirst(t *testing.T) {
	runs, _ := strconv.Atoi(os.Getenv("SUDOKU_TRAINER_TIMES"))
	if runs <= 0 {
		t.Skip("set SUDOKU_TRAINER_TIMES=N to measure, N seeds a technique")
	}
	ids := []string{"hidden-pair", "x-wing", "skyscraper", "xy-wing", "swordfish", "simple-colouring",
		"unique-rectangle-1", "finned-x-wing", "xy-chain", "als-xz"}
	if list := os.Getenv("SUDOKU_TRAINER_TECHNIQUES"); list != "" {
		ids = strings.Split(list, ",")
	}
	t.Logf("workers: %d", session.DefaultPracticeWorkers())
	for _, id := range ids {
		tech, err := logic.ParseTechnique(id)
		if err != nil {
			t.Fatal(err)
		}
		var times []time.Duration
		for seed := 1; seed <= runs; seed++ {
			posted := make(chan func(), 1024)
			tr := session.NewTrainer(session.TrainerOptions{Dir: t.TempDir(), Seed: uint64(seed),
				Post: func(f func()) { go func() { posted <- f }() }})
			start := time.Now()
			tr.Choose(tech)
			for !tr.View().Ready {
				(<-posted)()
			}
			times = append(times, time.Since(start))
			tr.Close()
		}
		var sum time.Duration
		line := ""
		for _, d := range times {
			sum += d
			line += strconv.FormatFloat(d.Seconds(), 'f', 2, 64) + " "
		}
		t.Logf("%-20s mean %6.2f s   runs: %s", id, (sum / time.Duration(len(times))).Seconds(), line)
	}
}
