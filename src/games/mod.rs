//! The game tables.

pub mod combo4x4;
pub mod pow;
pub mod progress;
pub mod read;
pub mod registry;
pub mod shape_up;
pub mod super_pose;
pub mod table;

use crate::i18n::walk::Reads;

/// The games' words in the French file, in the file's order (after the app's strings).
pub static FRENCH: [&(dyn Reads + Sync); 3] =
    [&super_pose::words::FRENCH, &combo4x4::words::FRENCH, &pow::words::FRENCH];

#[cfg(test)]
// Natively: the file is read and written from the repository.
#[cfg(not(target_arch = "wasm32"))]
mod french_file {
    use super::FRENCH;
    use crate::i18n::French;

    fn file() -> String {
        French::file(&FRENCH)
    }

    #[test]
    fn french_file_is_current() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/public/fr.txt");
        let want = file();
        if std::env::var_os("UPDATE_FR").is_some() {
            std::fs::write(path, &want).expect("public/fr.txt is writable");
        }
        let have = std::fs::read_to_string(path).unwrap_or_default();
        assert!(
            have == want,
            "public/fr.txt is not the French of the statics: run UPDATE_FR=1 cargo test -p tabula french"
        );
    }

    #[test]
    fn the_file_reads_back_as_the_statics() {
        let f = French::read(String::leak(file()), &FRENCH).expect("the file fits");
        assert!(f.strings == crate::i18n::FR);
        assert!(&FRENCH.iter().all(|p| p.kept_is_static()), "each game keeps its French");
        // A file of another build does not fit: English stays.
        assert!(French::read(String::leak(format!("{}extra\n", file())), &FRENCH).is_none());
        let header = file().lines().next().unwrap_or_default().to_string();
        assert!(French::read(String::leak(file().replace(&header, "# other")), &FRENCH).is_none());
        let short: String = file().lines().take(40).map(|l| format!("{l}\n")).collect();
        assert!(French::read(String::leak(short), &FRENCH).is_none());
    }
}

#[cfg(test)]
mod person_tests;
