#!/usr/bin/python3
# A WebKitGTK browser for WebKitWebDriver with a persistent profile: MiniBrowser's automation mode always uses a
# throwaway one, so nothing would survive a browser restart. Started by WebKitWebDriver as its "binary" with
# `--automation --profile DIR`; storage is switched on as Safari has it (the Storage API, OPFS), and every console
# message goes to standard output, which the test reads (classic WebDriver has no console log).
import sys

import gi

gi.require_version('Gtk', '3.0')
gi.require_version('WebKit2', '4.1')
from gi.repository import Gtk, WebKit2  # noqa: E402

profile = sys.argv[sys.argv.index('--profile') + 1]
manager = WebKit2.WebsiteDataManager(base_data_directory=f'{profile}/data', base_cache_directory=f'{profile}/cache')
context = WebKit2.WebContext(website_data_manager=manager)
context.set_automation_allowed(True)
settings = WebKit2.Settings()
settings.set_enable_write_console_messages_to_stdout(True)
if '--font-size' in sys.argv:  # the reader's text size ("200 %": 32 px)
    px = int(sys.argv[sys.argv.index('--font-size') + 1])
    settings.set_default_font_size(px)
    settings.set_default_monospace_font_size(round(px * 13 / 16))
features = WebKit2.Settings.get_all_features()
for i in range(features.get_length()):
    f = features.get(i)
    if f.get_identifier() in ('StorageAPI', 'StorageAPIEstimate', 'FileSystem', 'FileSystemWritableStream'):
        settings.set_feature_enabled(f, True)
windows = []


def new_view(_session=None):
    view = WebKit2.WebView(web_context=context, settings=settings, is_controlled_by_automation=True)
    window = Gtk.Window()
    window.set_default_size(390, 844)
    window.add(view)
    view.connect('close', lambda v: window.destroy())
    window.show_all()
    windows.append(window)
    return view


def on_automation(_ctx, session):
    info = WebKit2.ApplicationInfo()
    info.set_name('TileTallyWebKitHost')
    info.set_version(1, 0, 0)
    session.set_application_info(info)
    session.connect('create-web-view', new_view)


context.connect('automation-started', on_automation)
Gtk.main()
