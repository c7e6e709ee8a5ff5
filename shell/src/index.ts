// A plain build: no federation boundary is needed before the app starts.
import './bootstrap';
