use clap::Parser;

fn main() {
    let cli = kpipe::cli::args::Cli::parse();
    kpipe::cleanup::begin();
    let code = kpipe::run(cli);
    kpipe::cleanup::end();
    std::process::exit(code);
}
