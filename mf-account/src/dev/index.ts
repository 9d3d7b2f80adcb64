// An async boundary so shared singletons are negotiated before the harness runs.
import('./harness');
