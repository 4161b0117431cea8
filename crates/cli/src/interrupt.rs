//! Ctrl-C during `cathedra play`: the game is saved after every decision, so an interrupted
//! game loses nothing; the interrupt says where it is saved and how to continue it, then ends
//! the program (exit status 130, as a shell reports an interrupt).

/// From now on, Ctrl-C prints `message` and ends the program.
pub fn say_on_interrupt(message: String) {
    #[cfg(unix)]
    unix::set(message);
    #[cfg(not(unix))]
    let _ = message;
}

/// Ctrl-C ends the program as it does by default, printing nothing.
pub fn forget() {
    #[cfg(unix)]
    unix::forget();
}

#[cfg(unix)]
mod unix {
    use std::sync::atomic::{AtomicPtr, AtomicUsize, Ordering::SeqCst};
    use std::sync::Once;

    /// The message, leaked so the handler may read it at any moment (one per game played).
    static MESSAGE: AtomicPtr<u8> = AtomicPtr::new(std::ptr::null_mut());
    static LEN: AtomicUsize = AtomicUsize::new(0);
    static INSTALL: Once = Once::new();

    pub fn set(message: String) {
        let bytes: &'static mut [u8] = Box::leak(message.into_bytes().into_boxed_slice());
        LEN.store(0, SeqCst);
        MESSAGE.store(bytes.as_mut_ptr(), SeqCst);
        LEN.store(bytes.len(), SeqCst);
        INSTALL.call_once(|| {
            // SAFETY: the handler only reads two atomics and calls the async-signal-safe
            // write(2) and _exit(2).
            unsafe {
                libc::signal(libc::SIGINT, handler as *const () as libc::sighandler_t);
            }
        });
    }

    pub fn forget() {
        LEN.store(0, SeqCst);
        MESSAGE.store(std::ptr::null_mut(), SeqCst);
    }

    extern "C" fn handler(_: libc::c_int) {
        let ptr = MESSAGE.load(SeqCst);
        let len = LEN.load(SeqCst);
        // SAFETY: `ptr` is null or a leaked message of at least `len` bytes, never freed.
        unsafe {
            if !ptr.is_null() && len > 0 {
                libc::write(1, ptr.cast::<libc::c_void>(), len);
            }
            libc::_exit(130);
        }
    }
}
