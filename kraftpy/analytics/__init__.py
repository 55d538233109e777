"""Analytics over the metadata log with PySpark: the only kraftpy package that imports pyspark.

* :mod:`.decode`: the files of ``__cluster_metadata-0`` (segments and snapshots) as typed rows, through kraftpy's
  storage and codec layers (no pyspark, no pyarrow): per row (the reference) or into column buffers;
* :mod:`.columns`: the rows' schema and their Arrow record batches (from column buffers, or from rows);
* :mod:`.source`: the ``kraftpy-metadata`` data source (batch and streaming) for ``spark.read``/``readStream``;
* :mod:`.tables`: the derived tables (partition history, elections, under-min-ISR intervals, brokers, quorum,
  topics and configs) as plain DataFrame functions;
* :mod:`.report`: PNG plots and one static HTML page from those tables;
* :mod:`.job`: the job (``kraftpy analytics``, or ``spark-submit kraftpy/analytics/job.py``);
* :mod:`.options`: the job's command-line options, shared by the job file and the ``kraftpy analytics`` command
  (which is :mod:`kraftpy.tools.analytics`: it imports nothing of Spark until it runs).

Install with the ``analytics`` extra (``pip install 'kraftpy[analytics]'``).
"""
