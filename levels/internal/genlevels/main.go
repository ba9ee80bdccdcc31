// Command genlevels makes the bundled level files of package levels: for
// each level, -n puzzles from the generator with rotate180 symmetry, puzzle
// i of a level drawn from the seed PCG(level's number, i), each followed by
// its rating. Run it with "go generate ./levels".
package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"log"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"sync"

	"github.com/sudokudesktop/sudoku/solver/generate"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

func main() {
	n := flag.Int("n", 120, "puzzles per level")
	dir := flag.String("dir", ".", "write the level files into `DIR`")
	flag.Parse()
	for _, level := range logic.Levels {
		if err := writeLevel(filepath.Join(*dir, level.String()+".txt"), level, *n); err != nil {
			log.Fatal(err)
		}
	}
}

// writeLevel generates n puzzles of level on every core and writes them in
// order, atomically.
func writeLevel(path string, level logic.Level, n int) error {
	lines := make([]string, n)
	var wg sync.WaitGroup
	next := make(chan int)
	for w := 0; w < runtime.NumCPU(); w++ {
		wg.Go(func() {
			g := generate.New(rand.NewPCG(0, 0))
			for i := range next {
				g.Reset(rand.NewPCG(uint64(level), uint64(i)))
				p, err := g.Generate(context.Background(), level, generate.Rotate180)
				if err != nil {
					log.Fatal(err)
				}
				lines[i] = fmt.Sprintf("%s # %s", p.Grid, p.Rating)
			}
		})
	}
	for i := 0; i < n; i++ {
		next <- i
	}
	close(next)
	wg.Wait()
	tmp := path + ".tmp"
	f, err := os.Create(tmp)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	for _, l := range lines {
		fmt.Fprintln(w, l)
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}
