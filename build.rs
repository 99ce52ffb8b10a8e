// The page's wasm keeps its relocations (only the page's: the worker is not cut), so
// scripts/post-build.mjs can cut it into parts fetched when first opened
// (src/later.rs). The rest of the build needs nothing from here.
fn main() {
    if std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32") {
        println!("cargo:rustc-link-arg-bin=tabula=--emit-relocs");
    }
    println!("cargo:rerun-if-changed=build.rs");
}
