// Command genlevels makes the bundled level files of package levels: for
// each level, -n puzzles from the generator with rotate180 symmetry, puzzle
// i of a level drawn from the seed PCG(level's number, i), each followed by
// its rating. Run it with "go generate ./levels".
//
// For each Killer level ("killer-" and the level's name) it makes up to
// -killer-n Killers: puzzle i is the first of up to -killer-tries tries
// (see generate.Generator.TryPuzzle) from the seed PCG(256 + level's
// number, i) that has the level, written as a killer: line and its rating.
// A puzzle whose tries all miss the level is left out, and when the first
// four all miss, the level is left empty without trying the rest: a level
// no layout reaches yet gets a short or empty file instead of a run that
// never ends. genlevels says how many it left out.
//
// For each other variant of -sets (x, windoku, antiknight, antiking,
// killer-x, jigsaw, jigsaw-x, jigsaw-killer; names as
// geometry.Variant.Name gives them) and level it makes
// "<variant>-<level>.txt" the same way, up to -variant-n puzzles of
// up to -killer-tries tries each (see generate.Generator.TryPuzzle),
// puzzle i from the seed PCG(256*code + level's number, i), where code
// adds 1 for cages, 2 for Sudoku X, 4 for Windoku, 8 for anti-knight, 16
// for anti-king and 32 for jigsaw regions (so classic's seeds are
// PCG(level, i) and Killer's PCG(256 + level, i) as above), each written in variant's line format
// and its rating; without cages the givens keep rotate180 symmetry.
// "-sets 'x windoku'" makes only those sets, and "-levels extreme" only
// those levels.
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
	"slices"
	"strings"
	"sync"

	"github.com/sudokudesktop/sudoku/solver/generate"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

func main() {
	n := flag.Int("n", 120, "puzzles per level")
	killerN := flag.Int("killer-n", 60, "Killers per level")
	tries := flag.Int("killer-tries", 200, "tries per Killer before it is left out")
	variantN := flag.Int("variant-n", 60, "puzzles per level of the other variants")
	sets := flag.String("sets", "classic killer x windoku antiknight antiking killer-x jigsaw jigsaw-x jigsaw-killer", "make the `SETS` of these variants, separated by spaces")
	dir := flag.String("dir", ".", "write the level files into `DIR`")
	only := flag.String("levels", "", "make only the `LEVELS` named, separated by spaces (all when empty)")
	flag.Parse()
	levelList := logic.Levels
	if *only != "" {
		levelList = nil
		for _, name := range strings.Fields(*only) {
			l, err := logic.ParseLevel(name)
			if err != nil {
				log.Fatalf("-levels: %v", err)
			}
			levelList = append(levelList, l)
		}
	}
	var others []geometry.Variant
	wanted := map[string]bool{}
	for _, name := range strings.Fields(*sets) {
		v, err := geometry.ParseVariant(name)
		if err != nil {
			log.Fatalf("-sets: %v", err)
		}
		wanted[v.Name()] = true
		if v.Name() != geometry.ClassicName && v.Name() != "killer" {
			others = append(others, v)
		}
	}
	for _, level := range levelList {
		if !wanted[geometry.ClassicName] {
			break
		}
		lines := makeLines(*n, func(g *generate.Generator, i int) string {
			g.Reset(rand.NewPCG(uint64(level), uint64(i)))
			p, err := g.Generate(context.Background(), level, generate.Rotate180)
			if err != nil {
				log.Fatal(err)
			}
			return fmt.Sprintf("%s # %s", p.Grid, p.Rating)
		})
		if err := writeLevel(filepath.Join(*dir, level.String()+".txt"), lines); err != nil {
			log.Fatal(err)
		}
	}
	for _, level := range levelList {
		if !wanted["killer"] {
			break
		}
		name := "killer-" + level.String()
		killer := func(g *generate.Generator, i int) string {
			g.Reset(rand.NewPCG(256+uint64(level), uint64(i)))
			for t := 0; t < *tries; t++ {
				if k, ok := g.TryPuzzle(geometry.Variant{Killer: true}, level, generate.None); ok {
					return fmt.Sprintf("%s # %s", variant.Format(k.Puzzle), k.Rating)
				}
			}
			return ""
		}
		// The first few puzzles come first: when all of them miss, the
		// level is out of reach and the rest are not tried.
		probe := min(*killerN, probeKillers)
		lines := makeLines(probe, killer)
		if slices.ContainsFunc(lines, func(l string) bool { return l != "" }) {
			rest := makeLines(*killerN-probe, func(g *generate.Generator, i int) string { return killer(g, probe+i) })
			lines = append(lines, rest...)
		}
		if err := writeLevel(filepath.Join(*dir, name+".txt"), lines); err != nil {
			log.Fatal(err)
		}
		if missed := *killerN - countMade(lines); missed > 0 {
			log.Printf("%s: %d of %d puzzles left out: no try of %d had the level", name, missed, *killerN, *tries)
		}
	}
	for _, v := range others {
		makeVariant(v, levelList, *variantN, *tries, *dir)
	}
}

// makeVariant makes the sets of the variant v at the levels, n puzzles
// each of up to tries tries (see the command's doc), and writes them.
func makeVariant(v geometry.Variant, levels []logic.Level, n, tries int, dir string) {
	code := uint64(0)
	for i, on := range []bool{v.Killer, v.Diagonals, v.Windows, v.AntiKnight, v.AntiKing, v.Jigsaw} {
		if on {
			code |= 1 << i
		}
	}
	for _, level := range levels {
		name := v.Name() + "-" + level.String()
		lines := makeLines(n, func(g *generate.Generator, i int) string {
			g.Reset(rand.NewPCG(256*code+uint64(level), uint64(i)))
			for t := 0; t < tries; t++ {
				if p, ok := g.TryPuzzle(v, level, generate.Rotate180); ok {
					return fmt.Sprintf("%s # %s", variant.Format(p.Puzzle), p.Rating)
				}
			}
			return ""
		})
		if err := writeLevel(filepath.Join(dir, name+".txt"), lines); err != nil {
			log.Fatal(err)
		}
		if missed := n - countMade(lines); missed > 0 {
			log.Printf("%s: %d of %d puzzles left out: no try of %d had the level", name, missed, n, tries)
		}
	}
}

// probeKillers is how many Killers of a level are tried before the rest:
// when none of them reaches the level, the level is left empty.
const probeKillers = 4

// countMade returns how many lines are not empty.
func countMade(lines []string) int {
	n := 0
	for _, l := range lines {
		if l != "" {
			n++
		}
	}
	return n
}

// makeLines makes n lines with makeLine on every core, each worker with a
// generator of its own.
func makeLines(n int, makeLine func(g *generate.Generator, i int) string) []string {
	lines := make([]string, n)
	var wg sync.WaitGroup
	next := make(chan int)
	for w := 0; w < runtime.NumCPU(); w++ {
		wg.Go(func() {
			g := generate.New(rand.NewPCG(0, 0))
			for i := range next {
				lines[i] = makeLine(g, i)
			}
		})
	}
	for i := 0; i < n; i++ {
		next <- i
	}
	close(next)
	wg.Wait()
	return lines
}

// writeLevel writes the lines in order, atomically, leaving out empty
// ones.
func writeLevel(path string, lines []string) error {
	tmp := path + ".tmp"
	f, err := os.Create(tmp)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	for _, l := range lines {
		if l != "" {
			fmt.Fprintln(w, l)
		}
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
