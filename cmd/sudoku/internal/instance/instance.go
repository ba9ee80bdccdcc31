// Package instance keeps the game to one copy per data directory. The
// first start takes a lock on a file in the directory, which it holds for
// as long as its process lives (the system lets go of it when the process
// ends, however it ends, so a killed game never keeps the next from
// starting), and listens on a Unix-domain socket beside it. A later start
// finds the lock taken and asks the first, over the socket, to show its
// window.
package instance

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/gofrs/flock"
)

// The files in the data directory.
const (
	LockName   = "instance.lock" // the lock, taken with flock or LockFileEx
	SocketName = "instance.sock" // the socket the first copy listens on
)

// maxSocketPath is the longest socket path used in place: the systems
// allow 104 to 108 bytes. A longer one moves to the temporary directory.
const maxSocketPath = 100

// Timing of a request to show the window.
const (
	dialTimeout  = time.Second     // to connect
	replyTimeout = 2 * time.Second // for the answer, and for a request to come in whole
	// retryFor is how long an asker tries to reach a first copy that has
	// taken the lock but is not listening yet.
	retryFor = 500 * time.Millisecond
)

// ErrRunning says that another live process holds the lock.
var ErrRunning = errors.New("another copy of the game holds the lock")

// An Instance is the lock of a data directory, held, and the socket the
// holder listens on.
type Instance struct {
	lock *flock.Flock
	ln   net.Listener // nil when listening failed: the lock still holds

	mu   sync.Mutex
	show func()
}

// Acquire takes the lock of dir, making the directory if need be, and
// starts listening for requests to show the window (see OnShow). When
// another process holds the lock, it returns ErrRunning. A socket file left
// by a process that died is removed: only the holder of the lock uses it.
// When the lock was taken but the socket could not be listened on, it
// returns the Instance and the error.
func Acquire(dir string) (*Instance, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, err
	}
	lock := flock.New(filepath.Join(dir, LockName))
	ok, err := lock.TryLock()
	if err != nil {
		lock.Close()
		return nil, err
	}
	if !ok {
		lock.Close()
		return nil, ErrRunning
	}
	in := &Instance{lock: lock}
	var errs []error
	for _, path := range socketPaths(dir) {
		ln, err := listen(path)
		if err == nil {
			in.ln = ln
			go in.serve()
			return in, nil
		}
		errs = append(errs, err)
	}
	// The lock holds all the same; only a second start cannot reach this
	// one to bring its window up.
	return in, errors.Join(errs...)
}

// listen listens on a Unix-domain socket at path, in place of whatever a
// process that died left there.
func listen(path string) (net.Listener, error) {
	if err := os.Remove(path); err != nil && !errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("removing the stale socket: %w", err)
	}
	return net.Listen("unix", path)
}

// OnShow sets what a request to show the window does; it is called on a
// goroutine of the listener's. Requests that come before it is set are
// answered and dropped: the window is on its way. On a nil Instance, one
// that could not be had, it does nothing.
func (in *Instance) OnShow(f func()) {
	if in == nil {
		return
	}
	in.mu.Lock()
	defer in.mu.Unlock()
	in.show = f
}

// Release stops listening, removes the socket and lets the lock go. On a
// nil Instance it does nothing.
func (in *Instance) Release() {
	if in == nil {
		return
	}
	if in.ln != nil {
		in.ln.Close() // removes the socket file
	}
	in.lock.Unlock()
	in.lock.Close()
}

// serve answers requests until the listener is closed.
func (in *Instance) serve() {
	for {
		c, err := in.ln.Accept()
		if err != nil {
			if errors.Is(err, net.ErrClosed) {
				return
			}
			time.Sleep(10 * time.Millisecond) // a passing error, such as too many open files
			continue
		}
		go in.answer(c)
	}
}

// answer reads one request from c and answers it.
func (in *Instance) answer(c net.Conn) {
	defer c.Close()
	c.SetDeadline(time.Now().Add(replyTimeout))
	line, err := bufio.NewReaderSize(c, 16).ReadSlice('\n')
	if err != nil || string(line) != "show\n" {
		return
	}
	in.mu.Lock()
	show := in.show
	in.mu.Unlock()
	if show != nil {
		show()
	}
	c.Write([]byte("ok\n"))
}

// Show asks the copy that holds the lock of dir to show its window, and
// returns once it has said it will, or with the error that kept it from
// being asked. It knocks at every path the holder may listen on (see
// SocketPath).
func Show(dir string) error {
	paths := socketPaths(dir)
	deadline := time.Now().Add(retryFor)
	for {
		var errs []error
		for _, path := range paths {
			err := ask(path)
			if err == nil {
				return nil
			}
			errs = append(errs, err)
		}
		if time.Now().After(deadline) {
			return errors.Join(errs...)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// ask sends one request to show the window to the socket at path.
func ask(path string) error {
	c, err := net.DialTimeout("unix", path, dialTimeout)
	if err != nil {
		return err
	}
	defer c.Close()
	c.SetDeadline(time.Now().Add(replyTimeout))
	if _, err := c.Write([]byte("show\n")); err != nil {
		return err
	}
	line, err := bufio.NewReaderSize(c, 16).ReadSlice('\n')
	if err != nil {
		return err
	}
	if string(line) != "ok\n" {
		return fmt.Errorf("unexpected answer %q", line)
	}
	return nil
}

// SocketPath returns the path of the socket of dir: in dir, or, when that
// path is too long for a socket, in the temporary directory under a name
// made from dir. When nothing can listen there (something other than a
// socket stands in the way: a folder with files in it), the holder of the
// lock listens on the second path, and a second start looks there too.
func SocketPath(dir string) string { return socketPaths(dir)[0] }

// socketPaths are the paths the holder of dir's lock may listen on, in
// the order it tries them: in dir when short enough, then in the
// temporary directory.
func socketPaths(dir string) []string {
	sum := sha256.Sum256([]byte(dir))
	spare := filepath.Join(os.TempDir(), "sudoku-"+hex.EncodeToString(sum[:8])+".sock")
	if path := filepath.Join(dir, SocketName); len(path) <= maxSocketPath {
		return []string{path, spare}
	}
	return []string{spare}
}
