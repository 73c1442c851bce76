#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);

// src/generated/catalog.json
var catalog_default = {
  version: "2093299c28ba",
  commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
  entries: [
    {
      asks: [
        {
          how: "The `--kv-transfer-config` JSON that you start vLLM with.",
          id: "kv-transfer-config",
          satisfied_by: [
            {
              kind: "kv-transfer-config"
            }
          ],
          text: "Your `kv_transfer_config`."
        },
        {
          how: "`python collect_env.py` (the `vLLM Version :` line) or `pip show vllm`.",
          id: "vllm-version",
          satisfied_by: [
            {
              kind: "vllm-version"
            }
          ],
          text: "The vLLM version."
        }
      ],
      connector: "KVConnectorFactory",
      examples: [
        `Traceback (most recent call last):
  File "/opt/venv/lib/python3.12/site-packages/vllm/distributed/kv_transfer/kv_connector/v1/multi_connector.py", line 608, in build_kv_connector_stats
    connector_cls = KVConnectorFactory.get_connector_class_by_name(
  File "/opt/venv/lib/python3.12/site-packages/vllm/distributed/kv_transfer/kv_connector/factory.py", line 92, in get_connector_class_by_name
    raise ValueError(f"Connector '{connector_name}' is not registered.")
ValueError: Connector 'TieredOffloadConnector' is not registered.
`,
        "(EngineCore_DP0 pid=611) ERROR 06-30 12:00:41 [core.py:1344] ValueError: Unsupported connector type: P2pNcclConnector\n"
      ],
      explanation: [
        {
          basis: [
            {
              source: {
                expect: "connector_name = kv_transfer_config.kv_connector",
                line: 99,
                path: "vllm/distributed/kv_transfer/kv_connector/factory.py"
              }
            },
            {
              source: {
                expect: "elif connector_name in cls._registry:",
                line: 124,
                path: "vllm/distributed/kv_transfer/kv_connector/factory.py"
              }
            },
            {
              source: {
                expect: 'raise ValueError(f"Unsupported connector type: {connector_name}")',
                line: 127,
                path: "vllm/distributed/kv_transfer/kv_connector/factory.py"
              }
            },
            {
              source: {
                expect: '"NixlConnector",',
                line: 177,
                path: "vllm/distributed/kv_transfer/kv_connector/factory.py"
              }
            },
            {
              source: {
                expect: '"MooncakeStoreConnector",',
                line: 224,
                path: "vllm/distributed/kv_transfer/kv_connector/factory.py"
              }
            }
          ],
          text: "vLLM's connector factory was given a connector name it does not know. A misspelt or unknown `kv_connector` in `--kv-transfer-config` gives `Unsupported connector type: \u2026`, raised by `KVConnectorFactory.get_connector_class` when no `kv_connector_module_path` is set. The registered names are the connector class names, written exactly, such as `NixlConnector`, `LMCacheConnectorV1`, `MooncakeConnector`, `MooncakeStoreConnector`, `OffloadingConnector` or `MultiConnector`."
        },
        {
          basis: [
            {
              source: {
                expect: "connector_cls = KVConnectorFactory.get_connector_class_by_name(",
                line: 608,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/multi_connector.py"
              }
            },
            {
              source: {
                expect: "connector_id = c.__class__.__name__",
                line: 637,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/multi_connector.py"
              }
            },
            {
              source: {
                expect: `raise ValueError(f"Connector '{connector_name}' is not registered.")`,
                line: 92,
                path: "vllm/distributed/kv_transfer/kv_connector/factory.py"
              }
            }
          ],
          text: "`Connector '\u2026' is not registered.` comes from a look-up by name that `MultiConnector` makes when it rebuilds the stats of its child connectors, which it keys by each child's class name. A child whose class is not registered under that name, such as one loaded from another package through `kv_connector_module_path`, is not found there."
        },
        {
          basis: [
            {
              pr: 44854
            },
            {
              pr: 30201
            },
            {
              source: {
                expect: '"ExampleConnector",',
                line: 153,
                path: "vllm/distributed/kv_transfer/kv_connector/factory.py"
              }
            }
          ],
          text: "Two old names are gone: `P2pNcclConnector` was removed (PR #44854), and `SharedStorageConnector` was renamed `ExampleConnector` (PR #30201)."
        }
      ],
      id: "factory/connector-not-registered",
      labels: [],
      related: {
        prs: [
          44854,
          30201
        ]
      },
      signatures: [
        {
          exception: "ValueError",
          template: "Unsupported connector type: {connector_name}"
        },
        {
          exception: "ValueError",
          template: "Connector '{connector_name}' is not registered."
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "KVConnectorFactory.get_connector_class",
        line: 127,
        path: "vllm/distributed/kv_transfer/kv_connector/factory.py"
      },
      title: "vLLM's connector factory does not know a connector name (`Unsupported connector type` / `is not registered`)",
      triggers: [
        {
          basis: [
            {
              source: {
                expect: 'raise ValueError(f"Unsupported connector type: {connector_name}")',
                line: 127,
                path: "vllm/distributed/kv_transfer/kv_connector/factory.py"
              }
            }
          ],
          text: "A name in `kv_connector` that is not written exactly as registered."
        },
        {
          basis: [
            {
              pr: 44854
            },
            {
              pr: 30201
            }
          ],
          text: "A name from an older release (`P2pNcclConnector`, `SharedStorageConnector`) after an upgrade."
        },
        {
          basis: [
            {
              source: {
                expect: "if connector_module_path:",
                line: 105,
                path: "vllm/distributed/kv_transfer/kv_connector/factory.py"
              }
            },
            {
              source: {
                expect: 'raise ValueError(f"Unsupported connector type: {connector_name}")',
                line: 127,
                path: "vllm/distributed/kv_transfer/kv_connector/factory.py"
              }
            }
          ],
          text: "A connector from another package, used by name without `kv_connector_module_path`."
        },
        {
          basis: [
            {
              source: {
                expect: "connector_cls = KVConnectorFactory.get_connector_class_by_name(",
                line: 608,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/multi_connector.py"
              }
            },
            {
              source: {
                expect: "connector_id = c.__class__.__name__",
                line: 637,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/multi_connector.py"
              }
            }
          ],
          text: "`Connector '\u2026' is not registered.`: a `MultiConnector` child whose class name is not a registered connector name, when its stats are rebuilt."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              source: {
                expect: '"NixlConnector",',
                line: 177,
                path: "vllm/distributed/kv_transfer/kv_connector/factory.py"
              }
            }
          ],
          text: 'Use one of the registered names exactly as written, e.g. `"kv_connector": "NixlConnector"`.'
        },
        {
          basis: [
            {
              pr: 30201
            },
            {
              pr: 44854
            }
          ],
          text: "For `SharedStorageConnector`, use `ExampleConnector`. `P2pNcclConnector` no longer exists; choose another connector."
        },
        {
          basis: [
            {
              source: {
                expect: "# External module path takes priority over internal registry.",
                line: 106,
                path: "vllm/distributed/kv_transfer/kv_connector/factory.py"
              }
            },
            {
              source: {
                expect: "connector_cls = getattr(connector_module, connector_name)",
                line: 109,
                path: "vllm/distributed/kv_transfer/kv_connector/factory.py"
              }
            }
          ],
          text: "For a connector from another package, also set `kv_connector_module_path` to the module that defines the class."
        },
        {
          basis: [
            {
              source: {
                expect: "connector_cls = KVConnectorFactory.get_connector_class_by_name(",
                line: 608,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/multi_connector.py"
              }
            }
          ],
          text: "If the message is `Connector '\u2026' is not registered.` and you use `MultiConnector`, report it with your `kv_transfer_config`: the name is one of its child connectors, and the look-up is vLLM's own."
        }
      ]
    },
    {
      asks: [
        {
          how: "`pip show <package>` for the package that provides the module named in `kv_connector_module_path`.",
          id: "connector-package",
          satisfied_by: [],
          text: "Which package provides the connector, and its version."
        },
        {
          how: "`python collect_env.py` (the `vLLM Version :` line) or `pip show vllm`.",
          id: "vllm-version",
          satisfied_by: [
            {
              kind: "vllm-version"
            }
          ],
          text: "The vLLM version."
        }
      ],
      connector: "KVConnectorFactory",
      examples: [
        "(EngineCore_DP0 pid=1502) ERROR 08-28 15:40:11 [factory.py:122] Connector AcmeKVConnector uses deprecated 2-argument constructor signature. External v1 KV connectors must accept kv_cache_config as the third constructor argument and pass it to super().__init__().\n"
      ],
      explanation: [
        {
          basis: [
            {
              source: {
                expect: "if connector_module_path:",
                line: 105,
                path: "vllm/distributed/kv_transfer/kv_connector/factory.py"
              }
            },
            {
              source: {
                expect: 'if not supports_kw(connector_cls, "kv_cache_config"):',
                line: 115,
                path: "vllm/distributed/kv_transfer/kv_connector/factory.py"
              }
            },
            {
              source: {
                expect: "logger.error(msg)",
                line: 122,
                path: "vllm/distributed/kv_transfer/kv_connector/factory.py"
              }
            },
            {
              source: {
                expect: "raise ValueError(msg)",
                line: 123,
                path: "vllm/distributed/kv_transfer/kv_connector/factory.py"
              }
            },
            {
              source: {
                expect: "return connector_cls(config, role, kv_cache_config)",
                line: 75,
                path: "vllm/distributed/kv_transfer/kv_connector/factory.py"
              }
            }
          ],
          text: "The connector was loaded from outside vLLM (through `kv_connector_module_path`), and its `__init__` takes only two arguments. vLLM now passes a third, `kv_cache_config`. It logs this message as an error and raises it as a `ValueError`. The connector's code has to be updated. This is not a problem in your vLLM configuration."
        }
      ],
      id: "factory/deprecated-two-argument-constructor",
      labels: [],
      signatures: [
        {
          exception: "ValueError",
          template: "Connector {connector_cls.__name__} uses deprecated 2-argument constructor signature. External v1 KV connectors must accept kv_cache_config as the third constructor argument and pass it to super().__init__()."
        },
        {
          template: "Connector {connector_cls.__name__} uses deprecated 2-argument constructor signature. External v1 KV connectors must accept kv_cache_config as the third constructor argument and pass it to super().__init__()."
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "KVConnectorFactory.get_connector_class",
        line: 123,
        path: "vllm/distributed/kv_transfer/kv_connector/factory.py"
      },
      title: "An external KV connector uses the removed 2-argument constructor",
      triggers: [
        {
          basis: [
            {
              source: {
                expect: 'if not supports_kw(connector_cls, "kv_cache_config"):',
                line: 115,
                path: "vllm/distributed/kv_transfer/kv_connector/factory.py"
              }
            }
          ],
          text: "An external connector written for an older vLLM, loaded into a vLLM that requires the 3-argument constructor."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              source: {
                expect: '"connectors must accept kv_cache_config as the third "',
                line: 119,
                path: "vllm/distributed/kv_transfer/kv_connector/factory.py"
              }
            }
          ],
          text: "Upgrade the package that provides the connector to a version written for your vLLM. If you maintain it, accept `kv_cache_config` as the third constructor argument and pass it to `super().__init__()`."
        },
        {
          basis: [
            {
              source: {
                expect: 'if not supports_kw(connector_cls, "kv_cache_config"):',
                line: 115,
                path: "vllm/distributed/kv_transfer/kv_connector/factory.py"
              }
            }
          ],
          text: "Or run a vLLM version that the connector's package supports."
        }
      ]
    },
    {
      asks: [
        {
          how: "The `vllm serve` command line with its `--kv-transfer-config`.",
          id: "kv-transfer-config",
          satisfied_by: [
            {
              kind: "kv-transfer-config"
            }
          ],
          text: "Your `kv_transfer_config` and the model you serve."
        },
        {
          how: "`python collect_env.py` (the `vLLM Version :` line) or `pip show vllm`.",
          id: "vllm-version",
          satisfied_by: [
            {
              kind: "vllm-version"
            }
          ],
          text: "The vLLM version."
        }
      ],
      connector: "KVConnectorFactory",
      examples: [
        "(EngineCore_DP0 pid=902) ValueError: Connector LMCacheConnectorV1 does not support HMA but HMA is enabled. Please set `--disable-hybrid-kv-cache-manager`.\n"
      ],
      explanation: [
        {
          basis: [
            {
              source: {
                expect: "hma_enabled = not config.scheduler_config.disable_hybrid_kv_cache_manager",
                line: 55,
                path: "vllm/distributed/kv_transfer/kv_connector/factory.py"
              }
            },
            {
              source: {
                expect: "if hma_enabled and not cls.supports_hma_config(kv_transfer_config):",
                line: 56,
                path: "vllm/distributed/kv_transfer/kv_connector/factory.py"
              }
            },
            {
              source: {
                expect: "return MultiConnector.all_children_support_hma(kv_transfer_config)",
                line: 145,
                path: "vllm/distributed/kv_transfer/kv_connector/factory.py"
              }
            }
          ],
          text: "The hybrid KV cache manager (HMA) was on when vLLM created the connector, and the chosen connector does not support it (for `MultiConnector`: one of its children does not), so the factory refused to create the connector. The message says only that HMA is on, not what turned it on."
        },
        {
          basis: [
            {
              source: {
                expect: "disable_hybrid_kv_cache_manager: bool | None = None",
                line: 122,
                path: "vllm/config/scheduler.py"
              }
            },
            {
              source: {
                expect: "if self.scheduler_config.disable_hybrid_kv_cache_manager is None:",
                line: 1751,
                path: "vllm/config/vllm.py"
              }
            },
            {
              source: {
                expect: "if not KVConnectorFactory.supports_hma_config(self.kv_transfer_config):",
                line: 1758,
                path: "vllm/config/vllm.py"
              }
            },
            {
              source: {
                expect: '"Turning off hybrid kv cache manager because "',
                line: 1761,
                path: "vllm/config/vllm.py"
              }
            },
            {
              pr: 29805
            }
          ],
          since_pr: 29805,
          text: "When nothing asks for HMA, vLLM turns it off by itself for such a connector and logs `Turning off hybrid kv cache manager because \u2026` instead. It stays on when it was asked for: `--no-disable-hybrid-kv-cache-manager`, or `disable_hybrid_kv_cache_manager=False` set by whatever starts vLLM."
        },
        {
          basis: [
            {
              source: {
                commit: "b853540388bf8c796e1c88dabceaeebaab73621e",
                expect: "disable_hybrid_kv_cache_manager: bool = False",
                line: 127,
                path: "vllm/config/scheduler.py"
              }
            },
            {
              pr: 25712
            },
            {
              pr: 27592
            }
          ],
          text: "In this build HMA is on by default, a KV connector included (PR #25712 turned it on with connectors; PR #27592 turned it off again for any `--kv-transfer-config`).",
          until_pr: 27592
        }
      ],
      id: "factory/hma-not-supported",
      labels: [],
      related: {
        entries: [
          "lmcache/mp-requires-disable-hma"
        ],
        prs: [
          42828
        ]
      },
      signatures: [
        {
          exception: "ValueError",
          template: "Connector {connector_cls.__name__} does not support HMA but HMA is enabled. Please set `--disable-hybrid-kv-cache-manager`."
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "KVConnectorFactory.create_connector",
        line: 57,
        path: "vllm/distributed/kv_transfer/kv_connector/factory.py"
      },
      title: "The KV connector does not support the hybrid KV cache manager, which is on (`--disable-hybrid-kv-cache-manager`)",
      triggers: [
        {
          basis: [
            {
              source: {
                expect: "if hma_enabled and not cls.supports_hma_config(kv_transfer_config):",
                line: 56,
                path: "vllm/distributed/kv_transfer/kv_connector/factory.py"
              }
            }
          ],
          text: "Starting a connector without HMA support (or a `MultiConnector` with such a child) while HMA is on."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              source: {
                expect: "HMA is enabled. Please set `--disable-hybrid-kv-cache-manager`.",
                line: 59,
                path: "vllm/distributed/kv_transfer/kv_connector/factory.py"
              }
            },
            {
              source: {
                expect: '"--no-disable-hybrid-kv-cache-manager flag to let vLLM decide"',
                line: 1782,
                path: "vllm/config/vllm.py"
              }
            },
            {
              source: {
                expect: '"(e.g. Jamba, Bamba) require HMA and will fail at "',
                line: 1764,
                path: "vllm/config/vllm.py"
              }
            }
          ],
          text: "If the model runs without HMA, set `--disable-hybrid-kv-cache-manager`, as the message says (or remove a `--no-disable-hybrid-kv-cache-manager` your command line or launcher passes, so that vLLM decides). A model that needs HMA (vLLM's own warning names hybrid SSM models such as Jamba and Bamba): see the next action."
        },
        {
          basis: [
            {
              source: {
                expect: '"To add HMA support to a KV connector, subclass "',
                line: 1767,
                path: "vllm/config/vllm.py"
              }
            },
            {
              pr: 42828
            },
            {
              source: {
                expect: "class MooncakeStoreConnector(KVConnectorBase_V1, SupportsHMA):",
                line: 87,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/connector.py"
              }
            }
          ],
          text: "If you need HMA, the connector itself must support it: vLLM checks that its class subclasses `SupportsHMA`. For a connector vLLM ships, check whether a newer vLLM adds it (PR #42828 added it to the Mooncake store connector); for one loaded from another package, that package's own releases decide."
        }
      ]
    },
    {
      asks: [
        {
          how: "The full `vllm serve` command line or the Python code that builds the engine, and the traceback frames above `create_connector`.",
          id: "launch-command",
          satisfied_by: [
            {
              kind: "kv-transfer-config"
            }
          ],
          text: "How you start vLLM, and which code creates the connector."
        },
        {
          how: "`python collect_env.py` (the `vLLM Version :` line) or `pip show vllm`.",
          id: "vllm-version",
          satisfied_by: [
            {
              kind: "vllm-version"
            }
          ],
          text: "The vLLM version."
        }
      ],
      connector: "KVConnectorFactory",
      examples: [
        '============================= FAILURES =============================\n___________________ test_scheduler_side_connector ___________________\nTraceback (most recent call last):\n  File "/home/ci/plugin/tests/test_offload_connector.py", line 41, in test_scheduler_side_connector\n    connector = KVConnectorFactory.create_connector(vllm_config, KVConnectorRole.SCHEDULER, kv_cache_config)\n  File "/home/ci/.venv/lib/python3.12/site-packages/vllm/distributed/kv_transfer/kv_connector/factory.py", line 51, in create_connector\n    raise ValueError("kv_transfer_config must be set to create a connector")\nValueError: kv_transfer_config must be set to create a connector\n',
        'Traceback (most recent call last):\n  File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/factory.py", line 51, in create_connector\n    raise ValueError("kv_transfer_config must be set to create a connector")\nValueError: kv_transfer_config must be set to create a connector\n'
      ],
      explanation: [
        {
          basis: [
            {
              source: {
                expect: "if kv_transfer_config is None:",
                line: 50,
                path: "vllm/distributed/kv_transfer/kv_connector/factory.py"
              }
            },
            {
              source: {
                expect: "connector_cls = cls.get_connector_class(kv_transfer_config)",
                line: 52,
                path: "vllm/distributed/kv_transfer/kv_connector/factory.py"
              }
            },
            {
              source: {
                expect: "if kv_transfer_config is not None:",
                line: 137,
                path: "vllm/v1/core/sched/scheduler.py"
              }
            },
            {
              source: {
                expect: "if vllm_config.kv_transfer_config is None:",
                line: 81,
                path: "vllm/distributed/kv_transfer/kv_transfer_state.py"
              }
            }
          ],
          text: "`KVConnectorFactory.create_connector` was called with a vLLM config whose `kv_transfer_config` is not set. The factory picks the connector from that config (its `kv_connector` name), so it cannot create one without it. vLLM's own callers, the scheduler and the worker's KV-transfer setup, skip creating a connector when the config is missing, so this comes from code that calls the factory directly."
        }
      ],
      id: "factory/kv-transfer-config-not-set",
      labels: [],
      signatures: [
        {
          exception: "ValueError",
          template: "kv_transfer_config must be set to create a connector"
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "KVConnectorFactory.create_connector",
        line: 51,
        path: "vllm/distributed/kv_transfer/kv_connector/factory.py"
      },
      title: "A KV connector was created without a `kv_transfer_config`",
      triggers: [
        {
          basis: [
            {
              source: {
                expect: 'raise ValueError("kv_transfer_config must be set to create a connector")',
                line: 51,
                path: "vllm/distributed/kv_transfer/kv_connector/factory.py"
              }
            },
            {
              source: {
                expect: "if kv_transfer_config is not None:",
                line: 137,
                path: "vllm/v1/core/sched/scheduler.py"
              }
            }
          ],
          text: "Code (a plugin, a script or a test) that calls `KVConnectorFactory.create_connector` directly with a config whose `kv_transfer_config` is not set."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              source: {
                expect: "if vllm_config.kv_transfer_config is None:",
                line: 81,
                path: "vllm/distributed/kv_transfer/kv_transfer_state.py"
              }
            },
            {
              source: {
                expect: "return",
                line: 82,
                path: "vllm/distributed/kv_transfer/kv_transfer_state.py"
              }
            }
          ],
          text: "In the code that calls the factory, pass a config with `kv_transfer_config` set, or skip creating a connector when it is `None`, as vLLM's own callers do."
        }
      ]
    },
    {
      asks: [
        {
          how: "The `--kv-transfer-config` JSON (or the `kv_transfer_config` you pass in Python).",
          id: "kv-transfer-config",
          satisfied_by: [
            {
              kind: "kv-transfer-config"
            }
          ],
          text: "Your `kv_transfer_config`, with its `kv_connector`."
        },
        {
          how: "`env | grep VLLM_USE_V1` in the server's environment, and the start-up log's WARNING lines.",
          id: "v0-engine",
          satisfied_by: [],
          text: "Whether `VLLM_USE_V1=0` is set, and any `Falling back to V0` warning in the start-up log."
        }
      ],
      connector: "KVConnectorFactory",
      examples: [
        '(VllmWorkerProcess pid=311)   File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_transfer_state.py", line 67, in ensure_kv_transfer_initialized\n(VllmWorkerProcess pid=311)     _KV_CONNECTOR_AGENT = KVConnectorFactory.create_connector_v0(\n(VllmWorkerProcess pid=311)   File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/factory.py", line 46, in create_connector_v0\n(VllmWorkerProcess pid=311)     assert issubclass(connector_cls, KVConnectorBase)\n(VllmWorkerProcess pid=311) AssertionError\n'
      ],
      explanation: [
        {
          basis: [
            {
              source: {
                commit: "5ea71ff46fe503df12f18ad41d40f5c2b18dcfcd",
                expect: "_KV_CONNECTOR_AGENT = KVConnectorFactory.create_connector_v0(",
                line: 67,
                path: "vllm/distributed/kv_transfer/kv_transfer_state.py"
              }
            },
            {
              source: {
                commit: "5ea71ff46fe503df12f18ad41d40f5c2b18dcfcd",
                expect: "if envs.VLLM_USE_V1:",
                line: 41,
                path: "vllm/distributed/kv_transfer/kv_connector/factory.py"
              }
            },
            {
              source: {
                commit: "5ea71ff46fe503df12f18ad41d40f5c2b18dcfcd",
                expect: "connector_cls = cls.get_connector_class(config.kv_transfer_config)",
                line: 45,
                path: "vllm/distributed/kv_transfer/kv_connector/factory.py"
              }
            },
            {
              source: {
                commit: "5ea71ff46fe503df12f18ad41d40f5c2b18dcfcd",
                expect: "assert issubclass(connector_cls, KVConnectorBase)",
                line: 46,
                path: "vllm/distributed/kv_transfer/kv_connector/factory.py"
              }
            },
            {
              source: {
                commit: "5ea71ff46fe503df12f18ad41d40f5c2b18dcfcd",
                expect: 'f"Unsupported connector type: {connector_name}")',
                line: 61,
                path: "vllm/distributed/kv_transfer/kv_connector/factory.py"
              }
            },
            {
              source: {
                commit: "5ea71ff46fe503df12f18ad41d40f5c2b18dcfcd",
                expect: '"LMCacheConnectorV1",',
                line: 126,
                path: "vllm/distributed/kv_transfer/kv_connector/factory.py"
              }
            },
            {
              source: {
                commit: "5ea71ff46fe503df12f18ad41d40f5c2b18dcfcd",
                expect: '"NixlConnector",',
                line: 131,
                path: "vllm/distributed/kv_transfer/kv_connector/factory.py"
              }
            },
            {
              source: {
                commit: "5ea71ff46fe503df12f18ad41d40f5c2b18dcfcd",
                expect: "class KVConnectorBase_V1(ABC):",
                line: 74,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/base.py"
              }
            }
          ],
          text: "vLLM was running the V0 engine (`VLLM_USE_V1` false), whose worker creates its connector with `create_connector_v0`. That function looks the `kv_connector` name up and asserts that the class is a V0 connector (`KVConnectorBase`). The name was found, so it is not a typo; the class it names is not a V0 connector. The same factory registers V1 connectors beside the V0 ones (by the last of these versions `LMCacheConnectorV1`, `NixlConnector`, `SharedStorageConnector`, `P2pNcclConnector` and `MultiConnector`), and a V1 connector subclasses `KVConnectorBase_V1` instead, so naming one on the V0 engine fails here."
        },
        {
          basis: [
            {
              pr: 15960
            },
            {
              pr: 21785
            }
          ],
          text: "This is V0 code: `create_connector_v0` came with the V1 connector API (PR #15960) and went with the V0 connectors (PR #21785). A vLLM after that has no V0 engine path for connectors and cannot raise this."
        }
      ],
      id: "factory/v0-engine-with-v1-connector",
      labels: [],
      related: {
        entries: [
          "factory/connector-not-registered"
        ],
        prs: [
          15960,
          21785
        ]
      },
      signatures: [
        {
          exception: "AssertionError",
          frame: {
            code: "assert issubclass(connector_cls, KVConnectorBase)",
            function: "create_connector_v0",
            path_suffix: "kv_connector/factory.py"
          }
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "KVConnectorFactory.create_connector_v0",
        line: 46,
        note: "V0 code: `create_connector_v0` and this assert exist from PR #15960 (the V1 connector API) until PR #21785 removed the V0 connectors; path and line are those of 5ea71ff46f, the parent of PR #21785's commit (earlier builds have the assert at lines 48-49).",
        path: "vllm/distributed/kv_transfer/kv_connector/factory.py",
        ref: "5ea71ff46fe503df12f18ad41d40f5c2b18dcfcd"
      },
      title: "A V1 connector (or another non-V0 class) named on the V0 engine (`assert issubclass(connector_cls, KVConnectorBase)`)",
      triggers: [
        {
          basis: [
            {
              source: {
                commit: "5ea71ff46fe503df12f18ad41d40f5c2b18dcfcd",
                expect: 'lambda: bool(int(os.getenv("VLLM_USE_V1", "1"))),',
                line: 694,
                path: "vllm/envs.py"
              }
            },
            {
              source: {
                commit: "5ea71ff46fe503df12f18ad41d40f5c2b18dcfcd",
                expect: "if envs.VLLM_USE_V1:",
                line: 63,
                path: "vllm/distributed/kv_transfer/kv_transfer_state.py"
              }
            }
          ],
          text: "`VLLM_USE_V1=0` set in the environment, with a V1 connector in `kv_transfer_config`."
        },
        {
          basis: [
            {
              source: {
                commit: "5ea71ff46fe503df12f18ad41d40f5c2b18dcfcd",
                expect: 'msg = f"{feature_name} is not supported by the V1 Engine. "',
                line: 1766,
                path: "vllm/engine/arg_utils.py"
              }
            },
            {
              source: {
                commit: "5ea71ff46fe503df12f18ad41d40f5c2b18dcfcd",
                expect: 'msg += "Falling back to V0. "',
                line: 1767,
                path: "vllm/engine/arg_utils.py"
              }
            }
          ],
          text: "`VLLM_USE_V1` unset, but a setting the V1 engine did not support made vLLM fall back to V0; it logs a warning that ends in `is not supported by the V1 Engine. Falling back to V0.`"
        },
        {
          basis: [
            {
              source: {
                commit: "5ea71ff46fe503df12f18ad41d40f5c2b18dcfcd",
                expect: "connector_module_path = kv_transfer_config.kv_connector_module_path",
                line: 58,
                path: "vllm/distributed/kv_transfer/kv_connector/factory.py"
              }
            }
          ],
          text: "A class loaded from `kv_connector_module_path` that is not a V0 `KVConnectorBase`."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              source: {
                commit: "5ea71ff46fe503df12f18ad41d40f5c2b18dcfcd",
                expect: "if envs.VLLM_USE_V1:",
                line: 63,
                path: "vllm/distributed/kv_transfer/kv_transfer_state.py"
              }
            },
            {
              source: {
                commit: "5ea71ff46fe503df12f18ad41d40f5c2b18dcfcd",
                expect: 'msg += "Falling back to V0. "',
                line: 1767,
                path: "vllm/engine/arg_utils.py"
              }
            }
          ],
          text: "Run the V1 engine, which V1 connectors need: drop `VLLM_USE_V1=0`, and if the start-up log has a `\u2026 is not supported by the V1 Engine. Falling back to V0.` warning, remove the setting it names."
        },
        {
          basis: [
            {
              source: {
                commit: "5ea71ff46fe503df12f18ad41d40f5c2b18dcfcd",
                expect: '"PyNcclConnector",',
                line: 96,
                path: "vllm/distributed/kv_transfer/kv_connector/factory.py"
              }
            },
            {
              source: {
                commit: "5ea71ff46fe503df12f18ad41d40f5c2b18dcfcd",
                expect: '"LMCacheConnector",',
                line: 106,
                path: "vllm/distributed/kv_transfer/kv_connector/factory.py"
              }
            },
            {
              pr: 21785
            }
          ],
          text: "If you must stay on V0 (a vLLM before PR #21785), name a V0 connector: `PyNcclConnector`, `MooncakeConnector`, `LMCacheConnector` or `MooncakeStoreConnector`. Later versions have V1 connectors only."
        }
      ]
    },
    {
      asks: [
        {
          how: "`python collect_env.py` (the `vLLM Version :` line) or `pip show vllm`.",
          id: "vllm-version",
          satisfied_by: [
            {
              kind: "vllm-version"
            }
          ],
          text: "The vLLM version."
        },
        {
          how: "`pip show lmcache`.",
          id: "lmcache-version",
          satisfied_by: [
            {
              kind: "package-version",
              package: "lmcache"
            }
          ],
          text: "The LMCache package version."
        },
        {
          how: "The lines from `Traceback (most recent call last):` to the error; the paths show whose code raised it.",
          id: "full-traceback",
          satisfied_by: [
            {
              kind: "traceback"
            }
          ],
          text: "The traceback, with its file paths and its final exception."
        }
      ],
      connector: "LMCacheConnectorV1",
      examples: [
        `ERROR 06-20 08:14:31 [core.py:519] Traceback (most recent call last):
ERROR 06-20 08:14:31 [core.py:519]   File "/opt/conda/lib/python3.11/site-packages/vllm/v1/core/sched/scheduler.py", line 496, in schedule
ERROR 06-20 08:14:31 [core.py:519]     meta = self.connector.build_connector_meta(scheduler_output)
ERROR 06-20 08:14:31 [core.py:519]   File "/opt/conda/lib/python3.11/site-packages/lmcache/integration/vllm/vllm_v1_adapter.py", line 1102, in build_connector_meta
ERROR 06-20 08:14:31 [core.py:519]     for i, req_id in enumerate(cached_reqs.req_ids):
ERROR 06-20 08:14:31 [core.py:519] AttributeError: 'list' object has no attribute 'req_ids'
`,
        `Traceback (most recent call last):
  File "/usr/local/lib/python3.12/dist-packages/lmcache/integration/vllm/vllm_v1_adapter.py", line 688, in build_connector_meta
    for cached_req in scheduler_output.scheduled_cached_reqs:
TypeError: 'CachedRequestData' object is not iterable
`
      ],
      explanation: [
        {
          basis: [
            {
              source: {
                commit: "2965c99c86b460ee819e4805764d769c7b7d3d8e",
                expect: "scheduled_cached_reqs: list[CachedRequestData]",
                line: 122,
                path: "vllm/v1/core/sched/output.py"
              }
            },
            {
              source: {
                commit: "2863befce359ee1a82afe02d1953252866aa3e96",
                expect: "scheduled_cached_reqs: CachedRequestData",
                line: 120,
                path: "vllm/v1/core/sched/output.py"
              }
            },
            {
              source: {
                commit: "2863befce359ee1a82afe02d1953252866aa3e96",
                expect: "req_ids: list[str]",
                line: 86,
                path: "vllm/v1/core/sched/output.py"
              }
            },
            {
              source: {
                expect: "scheduled_cached_reqs: CachedRequestData",
                line: 201,
                path: "vllm/v1/core/sched/output.py"
              }
            },
            {
              pr: 20232
            }
          ],
          text: "The LMCache integration and the vLLM it runs in were written for different shapes of the scheduler's output. PR #20232 changed `SchedulerOutput.scheduled_cached_reqs` from a list with one `CachedRequestData` per running request into a single `CachedRequestData` whose fields are lists (`req_ids`, \u2026). Code written for the new shape fails on a vLLM from before it with `'list' object has no attribute 'req_ids'`; code written for the old shape fails on a newer vLLM with `'CachedRequestData' object is not iterable`. Neither is a bug in the request itself."
        },
        {
          basis: [
            {
              source: {
                expect: "use_native",
                line: 93,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_connector.py"
              }
            }
          ],
          text: "By default `LMCacheConnectorV1` runs the classes of the installed `lmcache` package, so the file in the traceback is usually LMCache's own (`lmcache/integration/vllm/\u2026`): then the pair to compare is the `lmcache` version and the vLLM version."
        }
      ],
      id: "lmcache/cached-request-data-mismatch",
      labels: [],
      raised_by: "the `lmcache` package's vLLM adapter, reading vLLM's scheduler output",
      related: {
        entries: [
          "lmcache/request-not-in-unfinished-requests"
        ],
        prs: [
          20232
        ]
      },
      signatures: [
        {
          exception: "AttributeError",
          template: "'list' object has no attribute 'req_ids'"
        },
        {
          exception: "TypeError",
          template: "'CachedRequestData' object is not iterable"
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "SchedulerOutput",
        line: 0,
        note: "Python raises these messages, not vLLM: the field is `scheduled_cached_reqs` of vLLM's `SchedulerOutput`, whose type PR #20232 changed from a list of `CachedRequestData` to one `CachedRequestData` holding every request (`req_ids`, \u2026).",
        path: "vllm/v1/core/sched/output.py"
      },
      title: "LMCache and vLLM versions disagree on the scheduler output (`'list' object has no attribute 'req_ids'`)",
      triggers: [
        {
          basis: [
            {
              source: {
                commit: "2965c99c86b460ee819e4805764d769c7b7d3d8e",
                expect: "scheduled_cached_reqs: list[CachedRequestData]",
                line: 122,
                path: "vllm/v1/core/sched/output.py"
              }
            },
            {
              pr: 20232
            }
          ],
          text: "`'list' object has no attribute 'req_ids'`: an LMCache release written for vLLM with PR #20232, on a vLLM without it."
        },
        {
          basis: [
            {
              source: {
                commit: "2863befce359ee1a82afe02d1953252866aa3e96",
                expect: "scheduled_cached_reqs: CachedRequestData",
                line: 120,
                path: "vllm/v1/core/sched/output.py"
              }
            },
            {
              pr: 20232
            }
          ],
          text: "`'CachedRequestData' object is not iterable`: an LMCache release written before PR #20232, on a vLLM with it."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              pr: 20232
            },
            {
              source: {
                expect: "scheduled_cached_reqs: CachedRequestData",
                line: 201,
                path: "vllm/v1/core/sched/output.py"
              }
            }
          ],
          pins_versions: true,
          text: "Install an `lmcache` release made for your vLLM version (or a vLLM release that your `lmcache` supports), and report both versions if the pair is one that should work.",
          when_version_works: "That fits this error: it comes from an `lmcache` and a vLLM that disagree on the scheduler output's shape (PR #20232 changed it), so keeping a pair that works together is the fix."
        }
      ]
    },
    {
      asks: [
        {
          how: "The `vllm serve` command line with its `--kv-transfer-config`.",
          id: "kv-transfer-config",
          satisfied_by: [
            {
              kind: "kv-transfer-config"
            }
          ],
          text: "Your `kv_transfer_config` and the model you serve."
        },
        {
          how: "`pip show lmcache`.",
          id: "lmcache-version",
          satisfied_by: [
            {
              kind: "package-version",
              package: "lmcache"
            }
          ],
          text: "The LMCache version."
        },
        {
          how: "`python collect_env.py` (the `vLLM Version :` line) or `pip show vllm`.",
          id: "vllm-version",
          satisfied_by: [
            {
              kind: "vllm-version"
            }
          ],
          text: "The vLLM version."
        }
      ],
      connector: "LMCacheMPConnector",
      examples: [
        '(EngineCore_DP0 pid=7002) ERROR 10-01 13:31:50 [core.py:1346]   File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/v1/lmcache_mp_connector.py", line 78, in reformat_block_ids\n(EngineCore_DP0 pid=7002) ERROR 10-01 13:31:50 [core.py:1346]     raise RuntimeError(\n(EngineCore_DP0 pid=7002) ERROR 10-01 13:31:50 [core.py:1346] RuntimeError: LMCacheMPConnector only works without hybrid kv cache manager. Please pass --disable-hybrid-kv-cache-manager when starting vllm\n',
        'Traceback (most recent call last):\n  File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/v1/lmcache_mp_connector.py", line 78, in reformat_block_ids\n    raise RuntimeError(\nRuntimeError: LMCacheMPConnector only works without hybrid kv cache manager. Please pass --disable-hybrid-kv-cache-manager when starting vllm\n'
      ],
      explanation: [
        {
          basis: [
            {
              source: {
                expect: "if len(block_ids) > 1:",
                line: 77,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_mp_connector.py"
              }
            },
            {
              source: {
                expect: '"LMCacheMPConnector only works without hybrid kv cache manager. "',
                line: 79,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_mp_connector.py"
              }
            }
          ],
          text: "`LMCacheMPConnector` only works without the hybrid KV cache manager (HMA). Its `reformat_block_ids` raised this because a request's block ids came in more than one KV-cache group, which happens with the manager on. vLLM's message names the fix."
        },
        {
          basis: [
            {
              source: {
                expect: 'if os.environ.get("LMCACHE_USE_UPSTREAM_MP"):',
                line: 1201,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_mp_connector.py"
              }
            },
            {
              source: {
                expect: "from lmcache.integration.vllm.lmcache_mp_connector import (",
                line: 1208,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_mp_connector.py"
              }
            },
            {
              source: {
                expect: "return LMCacheMPConnectorUpstream",
                line: 1223,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_mp_connector.py"
              }
            },
            {
              source: {
                expect: "class LMCacheMPConnectorUpstream(KVConnectorBase_V1):",
                line: 464,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_mp_connector.py"
              }
            },
            {
              source: {
                expect: "if not KVConnectorFactory.supports_hma_config(self.kv_transfer_config):",
                line: 1758,
                path: "vllm/config/vllm.py"
              }
            },
            {
              source: {
                expect: "if hma_enabled and not cls.supports_hma_config(kv_transfer_config):",
                line: 56,
                path: "vllm/distributed/kv_transfer/kv_connector/factory.py"
              }
            }
          ],
          text: "vLLM's own copy of the connector (`LMCacheMPConnectorUpstream`) is used only when `LMCACHE_USE_UPSTREAM_MP` is set or LMCache's `LMCacheMPConnector` cannot be imported; otherwise vLLM runs the class from the installed `lmcache` package, and the traceback then points into that package. vLLM's copy does not declare HMA support, so by default vLLM turns HMA off for it, and an explicit `--no-disable-hybrid-kv-cache-manager` fails earlier, at the factory's `does not support HMA` check."
        }
      ],
      id: "lmcache/mp-requires-disable-hma",
      labels: [],
      related: {
        entries: [
          "factory/hma-not-supported"
        ]
      },
      signatures: [
        {
          exception: "RuntimeError",
          template: "LMCacheMPConnector only works without hybrid kv cache manager. Please pass --disable-hybrid-kv-cache-manager when starting vllm"
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "reformat_block_ids",
        line: 78,
        path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_mp_connector.py",
        path_since_pr: 27902
      },
      title: "LMCacheMPConnector needs the hybrid KV cache manager turned off",
      triggers: [
        {
          basis: [
            {
              source: {
                expect: "if len(block_ids) > 1:",
                line: 77,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_mp_connector.py"
              }
            }
          ],
          text: "The hybrid KV cache manager on while `LMCacheMPConnector` receives block ids for more than one KV-cache group."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              source: {
                expect: '"Please pass --disable-hybrid-kv-cache-manager when starting vllm"',
                line: 80,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_mp_connector.py"
              }
            }
          ],
          text: "Start vLLM with `--disable-hybrid-kv-cache-manager`, as the message says."
        },
        {
          basis: [
            {
              source: {
                expect: "return _ExternalLMCacheMPConnector",
                line: 1216,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_mp_connector.py"
              }
            }
          ],
          text: "If the traceback points into the installed `lmcache` package, the check is LMCache's code; report the LMCache version with it."
        }
      ]
    },
    {
      asks: [
        {
          how: "The command that started the server (or its container definition) and its output while vLLM registered its KV caches.",
          id: "lmcache-server-log",
          satisfied_by: [],
          text: "The LMCache MP server's log from the same start-up, and how it was started."
        },
        {
          how: "The `vllm serve` command line with its `--kv-transfer-config`.",
          id: "kv-transfer-config",
          satisfied_by: [
            {
              kind: "kv-transfer-config"
            }
          ],
          text: "Your `kv_transfer_config`, with its `kv_connector_extra_config`."
        },
        {
          how: "`pip show lmcache`.",
          id: "lmcache-version",
          satisfied_by: [
            {
              kind: "package-version",
              package: "lmcache"
            }
          ],
          text: "The LMCache version."
        },
        {
          how: "`python collect_env.py` (the `vLLM Version :` line) or `pip show vllm`.",
          id: "vllm-version",
          satisfied_by: [
            {
              kind: "vllm-version"
            }
          ],
          text: "The vLLM version."
        }
      ],
      connector: "LMCacheMPConnector",
      examples: [
        '(EngineCore_DP0 pid=5120) ERROR 09-02 11:40:17 [core.py:1088] Traceback (most recent call last):\n(EngineCore_DP0 pid=5120) ERROR 09-02 11:40:17 [core.py:1088]   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/worker/gpu_model_runner.py", line 6702, in initialize_kv_cache\n(EngineCore_DP0 pid=5120) ERROR 09-02 11:40:17 [core.py:1088]     kv_transfer_group.register_kv_caches(kv_caches)\n(EngineCore_DP0 pid=5120) ERROR 09-02 11:40:17 [core.py:1088]   File "/usr/local/lib/python3.12/dist-packages/lmcache/integration/vllm/lmcache_mp_connector.py", line 612, in register_kv_caches\n(EngineCore_DP0 pid=5120) ERROR 09-02 11:40:17 [core.py:1088]     self.worker_adapter.register_kv_caches(kv_caches)\n(EngineCore_DP0 pid=5120) ERROR 09-02 11:40:17 [core.py:1088]   File "/usr/local/lib/python3.12/dist-packages/lmcache/integration/vllm/vllm_multi_process_adapter.py", line 1294, in _send_register_kv_caches_request\n(EngineCore_DP0 pid=5120) ERROR 09-02 11:40:17 [core.py:1088]     raise ConnectionError(\n(EngineCore_DP0 pid=5120) ERROR 09-02 11:40:17 [core.py:1088] ConnectionError: LMCache server did not respond to register_kv_caches within 300.0s. Is the server running?\n',
        'Traceback (most recent call last):\n  File "/opt/venv/lib/python3.12/site-packages/vllm/distributed/kv_transfer/kv_connector/v1/lmcache_mp_connector.py", line 556, in register_kv_caches\n    self.worker_adapter.register_kv_caches(kv_caches)\n  File "/opt/venv/lib/python3.12/site-packages/lmcache/integration/vllm/vllm_multi_process_adapter.py", line 871, in register_kv_caches\n    raise ConnectionError(\nConnectionError: LMCache server did not respond to register_kv_caches within 60.0s. Is the server running?\n'
      ],
      explanation: [
        {
          basis: [
            {
              source: {
                expect: "def initialize_kv_cache(",
                line: 7753,
                path: "vllm/v1/worker/gpu_model_runner.py"
              }
            },
            {
              source: {
                expect: "kv_transfer_group.register_kv_caches(kv_caches)",
                line: 7809,
                path: "vllm/v1/worker/gpu_model_runner.py"
              }
            },
            {
              source: {
                expect: "self.worker_adapter.register_kv_caches(kv_caches)",
                line: 556,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_mp_connector.py"
              }
            },
            {
              source: {
                expect: "from lmcache.integration.vllm.vllm_multi_process_adapter import (",
                line: 27,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_mp_connector.py"
              }
            }
          ],
          text: "With `LMCacheMPConnector`, each vLLM worker registers its KV caches with the separate LMCache multi-process (MP) server while it sets up its KV cache. This message says the server sent no answer to that registration within the timeout the message names. The message is LMCache's: the worker adapter of the `lmcache` package, which vLLM's connector calls, raises it."
        },
        {
          basis: [
            {
              source: {
                expect: "lmcache.mp.mq_timeout: timeout (seconds) for message queue requests.",
                line: 471,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_mp_connector.py"
              }
            },
            {
              source: {
                expect: '"lmcache.mp.mq_timeout", 300.0',
                line: 493,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_mp_connector.py"
              }
            },
            {
              source: {
                expect: '"lmcache.mp.host", "tcp://localhost"',
                line: 486,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_mp_connector.py"
              }
            },
            {
              source: {
                expect: '"lmcache.mp.port", 5555',
                line: 489,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_mp_connector.py"
              }
            },
            {
              source: {
                expect: "from lmcache.integration.vllm.lmcache_mp_connector import (",
                line: 1208,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_mp_connector.py"
              }
            },
            {
              source: {
                expect: "return _ExternalLMCacheMPConnector",
                line: 1216,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_mp_connector.py"
              }
            },
            {
              pr: 42596
            }
          ],
          since_pr: 36586,
          text: "The timeout is the connector's message-queue timeout. vLLM's own copy of the connector reads it from `lmcache.mp.mq_timeout` in `kv_connector_extra_config` (300 seconds when unset) and dials the server at `lmcache.mp.host` and `lmcache.mp.port` (`tcp://localhost` and `5555` when unset). Since PR #42596, vLLM runs the `LMCacheMPConnector` class of the installed `lmcache` package instead when that package has one, and then the connector frames in the traceback and the settings it reads are that package's."
        },
        {
          basis: [
            {
              source: {
                commit: "17852aa503bf8b0d0d996bf7ec7f3388790ac50e",
                expect: "return LMCacheMPWorkerAdapter(",
                line: 138,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_mp_connector.py"
              }
            },
            {
              source: {
                commit: "17852aa503bf8b0d0d996bf7ec7f3388790ac50e",
                expect: '"lmcache.mp.host", "tcp://localhost"',
                line: 428,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_mp_connector.py"
              }
            },
            {
              source: {
                commit: "17852aa503bf8b0d0d996bf7ec7f3388790ac50e",
                expect: '"lmcache.mp.port", 5555',
                line: 431,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_mp_connector.py"
              }
            },
            {
              pr: 36586
            }
          ],
          since_pr: 27902,
          text: "vLLM's copy of the connector in this build passes no timeout to LMCache's adapter (a setting for it came with PR #36586), so the adapter's own default applies. It dials the server at `lmcache.mp.host` and `lmcache.mp.port` from `kv_connector_extra_config` (`tcp://localhost` and `5555` when unset).",
          until_pr: 36586
        }
      ],
      id: "lmcache/mp-server-did-not-respond",
      labels: [],
      raised_by: "LMCache's multi-process adapter `vllm_multi_process_adapter.py`, which `LMCacheMPConnector` calls",
      related: {
        entries: [
          "lmcache/mp-requires-disable-hma"
        ],
        prs: [
          42596
        ]
      },
      signatures: [
        {
          exception: "ConnectionError",
          template: "LMCache server did not respond to register_kv_caches within {self._mq_timeout}s. Is the server running?"
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "LMCacheMPConnectorUpstream.register_kv_caches",
        line: 0,
        note: "LMCache raises this message, not vLLM: it is a `ConnectionError` of the worker adapter in the installed `lmcache` package (`lmcache/integration/vllm/vllm_multi_process_adapter.py`), read in LMCache's repository at no recorded LMCache commit. vLLM's part is the `register_kv_caches` of this file (line 556 at this commit), which hands the KV caches to that adapter.",
        path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_mp_connector.py",
        path_since_pr: 27902
      },
      title: "The LMCache multi-process server did not answer vLLM's KV-cache registration (`did not respond to register_kv_caches`)",
      triggers: [
        {
          basis: [
            {
              source: {
                expect: 'server_url = f"{server_host}:{server_port}"',
                line: 502,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_mp_connector.py"
              }
            },
            {
              source: {
                expect: "kv_transfer_group.register_kv_caches(kv_caches)",
                line: 7809,
                path: "vllm/v1/worker/gpu_model_runner.py"
              }
            }
          ],
          text: "No LMCache MP server is listening at the address the vLLM workers dial when they register their KV caches at start-up."
        },
        {
          basis: [
            {
              source: {
                expect: '"lmcache.mp.mq_timeout", 300.0',
                line: 493,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_mp_connector.py"
              }
            }
          ],
          since_pr: 36586,
          text: "The server is there but does not finish answering the registration within `lmcache.mp.mq_timeout` seconds."
        },
        {
          basis: [
            {
              source: {
                commit: "17852aa503bf8b0d0d996bf7ec7f3388790ac50e",
                expect: "return LMCacheMPWorkerAdapter(",
                line: 138,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_mp_connector.py"
              }
            }
          ],
          since_pr: 27902,
          text: "The server is there but does not finish answering the registration within the LMCache adapter's own timeout.",
          until_pr: 36586
        }
      ],
      workarounds: [
        {
          basis: [
            {
              source: {
                expect: '"lmcache.mp.host", "tcp://localhost"',
                line: 486,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_mp_connector.py"
              }
            },
            {
              source: {
                expect: '"lmcache.mp.port", 5555',
                line: 489,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_mp_connector.py"
              }
            },
            {
              source: {
                expect: "return _ExternalLMCacheMPConnector",
                line: 1216,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_mp_connector.py"
              }
            },
            {
              pr: 42596
            }
          ],
          since_pr: 27902,
          text: "Start the LMCache MP server before vLLM, and check that it listens where the vLLM workers dial: in a container `localhost` is that container itself, so a server in another container needs its address in `lmcache.mp.host` (or both containers on the host network). vLLM's own copy of the connector dials `lmcache.mp.host` and `lmcache.mp.port` from `kv_connector_extra_config` (`tcp://localhost` and `5555` when unset); when the installed `lmcache` package brings its own connector class (used since PR #42596), its settings are that package's."
        },
        {
          basis: [
            {
              source: {
                expect: "mq_timeout = float(",
                line: 491,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_mp_connector.py"
              }
            },
            {
              source: {
                expect: "mq_timeout,",
                line: 518,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_mp_connector.py"
              }
            }
          ],
          since_pr: 36586,
          text: "If the server is running, read its own log from the same minutes: an error there while it handles the registration is the cause to report to LMCache, with both versions. If its log shows the registration still under way when the worker gave up, a larger `lmcache.mp.mq_timeout` gives it longer."
        },
        {
          basis: [
            {
              source: {
                commit: "17852aa503bf8b0d0d996bf7ec7f3388790ac50e",
                expect: "return LMCacheMPWorkerAdapter(",
                line: 138,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_mp_connector.py"
              }
            },
            {
              pr: 36586
            }
          ],
          since_pr: 27902,
          text: "If the server is running, read its own log from the same minutes: an error there while it handles the registration is the cause to report to LMCache, with both versions. This vLLM passes no timeout of its own, so a slow registration is timed by the LMCache adapter's default.",
          until_pr: 36586
        }
      ]
    },
    {
      asks: [
        {
          how: "Every line from `Traceback (most recent call last):` to the `ValueError` line.",
          id: "traceback",
          satisfied_by: [
            {
              kind: "traceback"
            }
          ],
          text: "The full traceback, so it shows whether the adapter's frames are in the `lmcache` package or in vLLM."
        },
        {
          how: "The `--kv-transfer-config` JSON that you start vLLM with.",
          id: "kv-transfer-config",
          satisfied_by: [
            {
              kind: "kv-transfer-config"
            }
          ],
          text: "Your `kv_transfer_config`, including whether `use_native` is set."
        },
        {
          how: "`pip show lmcache`.",
          id: "lmcache-version",
          satisfied_by: [
            {
              kind: "package-version",
              package: "lmcache"
            }
          ],
          text: "The LMCache version."
        },
        {
          how: "`python collect_env.py` (the `vLLM Version :` line) or `pip show vllm`.",
          id: "vllm-version",
          satisfied_by: [
            {
              kind: "vllm-version"
            }
          ],
          text: "The vLLM version."
        }
      ],
      connector: "LMCacheConnectorV1",
      examples: [
        '(EngineCore_DP0 pid=6610) ERROR 11-04 17:20:13 [core.py:710]   File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/v1/lmcache_integration/vllm_v1_adapter.py", line 1388, in build_connector_meta\n(EngineCore_DP0 pid=6610) ERROR 11-04 17:20:13 [core.py:710]     raise ValueError(\n(EngineCore_DP0 pid=6610) ERROR 11-04 17:20:13 [core.py:710] ValueError: Request cmpl-5d0e1f4a9b-0 is not in _unfinished_requests, but it is scheduled to be cached\n'
      ],
      explanation: [
        {
          basis: [
            {
              source: {
                expect: "request_tracker = self._request_trackers[req_id]",
                line: 1380,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_integration/vllm_v1_adapter.py"
              }
            },
            {
              source: {
                expect: "if cached_request := self._unfinished_requests.get(req_id):",
                line: 1382,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_integration/vllm_v1_adapter.py"
              }
            },
            {
              source: {
                expect: 'f"but it is scheduled to be cached"',
                line: 1390,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_integration/vllm_v1_adapter.py"
              }
            },
            {
              source: {
                expect: 'f"Request {req_id} is not in _unfinished_requests"',
                line: 302,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py"
              }
            },
            {
              source: {
                expect: "meta = self._build_kv_connector_meta(self.connector, scheduler_output)",
                line: 1298,
                path: "vllm/v1/core/sched/scheduler.py"
              }
            },
            {
              source: {
                expect: 'logger.exception("EngineCore encountered a fatal error.")',
                line: 1346,
                path: "vllm/v1/engine/core.py"
              }
            }
          ],
          text: 'This message comes from an LMCache adapter of `LMCacheConnectorV1`, not from vLLM\'s Mooncake store, whose message has no "\u2026, but it is scheduled to be cached" ending. The scheduler sent the request on as a running (cached) request, and the adapter had a tracker for it but no entry in its own `_unfinished_requests`. It is raised while the scheduler builds the connector metadata inside `Scheduler.schedule()`, so EngineCore dies.'
        },
        {
          basis: [
            {
              source: {
                expect: "use_native = vllm_config.kv_transfer_config.get_from_extra_config(",
                line: 93,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_connector.py"
              }
            },
            {
              source: {
                expect: '"use_native", False',
                line: 94,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_connector.py"
              }
            },
            {
              source: {
                expect: "from lmcache.integration.vllm.vllm_v1_adapter import (",
                line: 107,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_connector.py"
              }
            }
          ],
          text: 'By default `LMCacheConnectorV1` runs the adapter from the installed `lmcache` package; vLLM\'s in-tree copy (`lmcache_integration/vllm_v1_adapter.py`) runs only with `"use_native": true` in `kv_connector_extra_config`. So the file and line in the traceback normally belong to the `lmcache` package, and so does the bookkeeping that failed.'
        },
        {
          basis: [
            {
              source: {
                expect: "self._request_trackers.pop(finished_req_id, None)",
                line: 1318,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_integration/vllm_v1_adapter.py"
              }
            },
            {
              source: {
                expect: "self._unfinished_requests.pop(finished_req_id, None)",
                line: 1319,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_integration/vllm_v1_adapter.py"
              }
            },
            {
              source: {
                expect: "self._unfinished_requests[request.request_id] = request",
                line: 1265,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_integration/vllm_v1_adapter.py"
              }
            },
            {
              source: {
                expect: "request_tracker = self._request_trackers[req_id]",
                line: 1380,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_integration/vllm_v1_adapter.py"
              }
            }
          ],
          text: "In vLLM's in-tree copy a request's tracker and its `_unfinished_requests` entry are dropped together when it finishes, and a finished request would fail earlier, with a `KeyError` on its tracker. No path that reaches this check with vLLM's own scheduler and the in-tree copy is known here."
        }
      ],
      id: "lmcache/request-not-in-unfinished-requests",
      labels: [],
      related: {
        entries: [
          "mooncake-store/request-not-in-unfinished-requests"
        ],
        prs: [
          25542
        ]
      },
      signatures: [
        {
          exception: "ValueError",
          template: "Request {req_id} is not in _unfinished_requests, but it is scheduled to be cached"
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "LMCacheConnectorV1Impl.build_connector_meta",
        line: 1388,
        path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_integration/vllm_v1_adapter.py",
        path_since_pr: 25542
      },
      title: "LMCache adapter lost track of a request it should cache (`\u2026 but it is scheduled to be cached`)",
      triggers: [
        {
          basis: [
            {
              source: {
                expect: 'logger.info("Initializing latest dev LMCache connector")',
                line: 105,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_connector.py"
              }
            },
            {
              source: {
                expect: "cls = LMCacheConnectorLatestImpl",
                line: 111,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_connector.py"
              }
            }
          ],
          text: "Running `LMCacheConnectorV1` with LMCache's own adapter (the default), whose request bookkeeping disagreed with vLLM's scheduler. Which events lead there is LMCache's code and is not known here."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              source: {
                expect: "from lmcache.integration.vllm.vllm_v1_adapter import (",
                line: 107,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_connector.py"
              }
            }
          ],
          text: "Report it to LMCache with the LMCache and vLLM versions and the full traceback; its frames show which adapter raised it. No fix is known."
        },
        {
          basis: [
            {
              source: {
                expect: "raise ValueError(",
                line: 1388,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_integration/vllm_v1_adapter.py"
              }
            }
          ],
          text: "Check that the connector is the cause by running the same load without `LMCacheConnectorV1`."
        }
      ]
    },
    {
      asks: [
        {
          how: "The `LMCache \u2026` lines from the same worker in the minute before.",
          id: "lmcache-log",
          satisfied_by: [
            {
              kind: "library-log"
            }
          ],
          text: "LMCache's log lines around this error."
        },
        {
          how: "The `--kv-transfer-config` JSON and the LMCache configuration (file or `LMCACHE_*` variables) that you start vLLM with.",
          id: "kv-transfer-config",
          satisfied_by: [
            {
              kind: "kv-transfer-config"
            }
          ],
          text: "Your `kv_transfer_config`, including LMCache's settings."
        },
        {
          how: "`pip show lmcache`.",
          id: "lmcache-version",
          satisfied_by: [
            {
              kind: "package-version",
              package: "lmcache"
            }
          ],
          text: "The LMCache version."
        },
        {
          how: "`python collect_env.py` (the `vLLM Version :` line) or `pip show vllm`.",
          id: "vllm-version",
          satisfied_by: [
            {
              kind: "vllm-version"
            }
          ],
          text: "The vLLM version."
        }
      ],
      connector: "LMCacheConnectorV1",
      examples: [
        "(Worker_TP0 pid=5521) [2026-08-07 12:30:19,114] LMCache ERROR: The number of retrieved tokens is less than the expected number of tokens! This should not happen! (vllm_v1_adapter.py:897:vllm.distributed.kv_transfer.kv_connector.v1.lmcache_integration.vllm_v1_adapter)\n(Worker_TP0 pid=5521) [2026-08-07 12:30:19,114] LMCache ERROR: Num retrieved tokens: 768, num expected tokens: 1024 (vllm_v1_adapter.py:901:vllm.distributed.kv_transfer.kv_connector.v1.lmcache_integration.vllm_v1_adapter)\n",
        "[2026-08-07 14:02:51,906] LMCache ERROR: Num retrieved tokens: 256, num expected tokens: 2048 (vllm_v1_adapter.py:901:vllm.distributed.kv_transfer.kv_connector.v1.lmcache_integration.vllm_v1_adapter)\n"
      ],
      explanation: [
        {
          basis: [
            {
              source: {
                expect: "num_external_hit_tokens = self.lookup_client.lookup(",
                line: 1187,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_integration/vllm_v1_adapter.py"
              }
            },
            {
              source: {
                expect: "ret_token_mask = self.lmcache_engine.retrieve(",
                line: 882,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_integration/vllm_v1_adapter.py"
              }
            },
            {
              source: {
                expect: "if num_retrieved_tokens < num_expected_tokens:",
                line: 896,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_integration/vllm_v1_adapter.py"
              }
            },
            {
              source: {
                expect: '"Num retrieved tokens: %d, num expected tokens: %d",',
                line: 902,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_integration/vllm_v1_adapter.py"
              }
            }
          ],
          text: "An error line, not a crash: when loading a request's KV from LMCache, the adapter got fewer tokens back from `retrieve` than the lookup at scheduling time had found (the second line gives both counts). The KV of the missing tokens was not loaded."
        },
        {
          basis: [
            {
              source: {
                expect: 'method = getattr(self._lmcache_engine, "get_block_ids_with_load_errors", None)',
                line: 223,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_connector.py"
              }
            },
            {
              source: {
                expect: "return set()",
                line: 228,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_connector.py"
              }
            },
            {
              source: {
                expect: "if kv_connector_output and kv_connector_output.invalid_block_ids:",
                line: 1762,
                path: "vllm/v1/core/sched/scheduler.py"
              }
            }
          ],
          text: "The adapter only logs this. Whether the scheduler hears of it depends on the adapter: `LMCacheConnectorV1` asks it for `get_block_ids_with_load_errors` and reports no failed blocks when it has no such method, as vLLM's in-tree copy does not. Then nothing tells the scheduler to recompute those tokens."
        },
        {
          basis: [
            {
              source: {
                expect: '"use_native", False',
                line: 94,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_connector.py"
              }
            },
            {
              source: {
                expect: "from lmcache.integration.vllm.vllm_v1_adapter import (",
                line: 107,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_connector.py"
              }
            },
            {
              source: {
                expect: "from lmcache.logging import init_logger",
                line: 13,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_integration/vllm_v1_adapter.py"
              }
            }
          ],
          text: "By default `LMCacheConnectorV1` runs the adapter from the installed `lmcache` package (also a module named `vllm_v1_adapter`); vLLM's in-tree copy runs only with `\"use_native\": true` in `kv_connector_extra_config`. Both log through LMCache's own logger, in the form `[date] LMCache ERROR: \u2026 (file.py:line:logger)`."
        }
      ],
      id: "lmcache/retrieved-fewer-tokens",
      labels: [],
      signatures: [
        {
          template: "The number of retrieved tokens is less than the expected number of tokens! This should not happen!"
        },
        {
          template: "Num retrieved tokens: %d, num expected tokens: %d"
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "LMCacheConnectorV1Impl.start_load_kv",
        line: 897,
        path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_integration/vllm_v1_adapter.py",
        path_since_pr: 25542
      },
      title: "LMCache returned fewer KV tokens than its lookup had found (`The number of retrieved tokens is less than \u2026`)",
      triggers: [
        {
          basis: [
            {
              source: {
                expect: "num_external_hit_tokens = self.lookup_client.lookup(",
                line: 1187,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_integration/vllm_v1_adapter.py"
              }
            },
            {
              source: {
                expect: "ret_token_mask = self.lmcache_engine.retrieve(",
                line: 882,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_integration/vllm_v1_adapter.py"
              }
            }
          ],
          text: "The chunks the lookup had found were no longer all retrievable when the load ran; LMCache's own log lines say why."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              source: {
                expect: "ret_token_mask = self.lmcache_engine.retrieve(",
                line: 882,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_integration/vllm_v1_adapter.py"
              }
            }
          ],
          investigates: true,
          text: "Read LMCache's log lines around this one for why the retrieval came up short (a storage backend error, for example)."
        },
        {
          basis: [
            {
              source: {
                expect: "# Fallback for older versions that don't support this method",
                line: 227,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_connector.py"
              }
            }
          ],
          text: "If the outputs of those requests look wrong, report it to LMCache with the LMCache and vLLM versions: with an adapter that reports no load errors, the missing tokens are not recomputed."
        }
      ]
    },
    {
      asks: [
        {
          how: "Every line from `Traceback (most recent call last):` to the `ValueError` line.",
          id: "traceback",
          satisfied_by: [
            {
              kind: "traceback"
            }
          ],
          text: "The full traceback, so it shows whether the adapter's frames are in the `lmcache` package or in vLLM."
        },
        {
          how: "`pip show lmcache`.",
          id: "lmcache-version",
          satisfied_by: [
            {
              kind: "package-version",
              package: "lmcache"
            }
          ],
          text: "The LMCache version."
        },
        {
          how: "`python collect_env.py` (the `vLLM Version :` line) or `pip show vllm`.",
          id: "vllm-version",
          satisfied_by: [
            {
              kind: "vllm-version"
            }
          ],
          text: "The vLLM version."
        }
      ],
      connector: "LMCacheConnectorV1",
      examples: [
        `(EngineCore_DP0 pid=2290) ERROR 10-08 04:12:55 [core.py:710] EngineCore encountered a fatal error.
(EngineCore_DP0 pid=2290) ERROR 10-08 04:12:55 [core.py:710] Traceback (most recent call last):
(EngineCore_DP0 pid=2290) ERROR 10-08 04:12:55 [core.py:710]   File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/v1/lmcache_integration/vllm_v1_adapter.py", line 236, in update
(EngineCore_DP0 pid=2290) ERROR 10-08 04:12:55 [core.py:710]     raise ValueError(
(EngineCore_DP0 pid=2290) ERROR 10-08 04:12:55 [core.py:710] ValueError: Unsupported new_block_ids type <class 'dict'>: should be None[list[int], ...], tuple or list[int].
`,
        "ValueError: Unsupported new_block_ids type <class 'dict'>: should be None[list[int], ...], tuple or list[int].\n"
      ],
      explanation: [
        {
          basis: [
            {
              source: {
                expect: "if new_block_ids is None:",
                line: 225,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_integration/vllm_v1_adapter.py"
              }
            },
            {
              source: {
                expect: "elif len(new_block_ids) == 0:",
                line: 229,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_integration/vllm_v1_adapter.py"
              }
            },
            {
              source: {
                expect: "new_block_ids = new_block_ids[0]",
                line: 232,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_integration/vllm_v1_adapter.py"
              }
            },
            {
              source: {
                expect: "elif isinstance(new_block_ids, list):",
                line: 233,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_integration/vllm_v1_adapter.py"
              }
            }
          ],
          text: "The LMCache adapter's `RequestTracker.update` accepts a running request's new block ids as `None`, an empty value, a tuple (it uses only the first group) or a list. Here they were something else."
        },
        {
          basis: [
            {
              source: {
                expect: "new_block_ids: list[tuple[list[int], ...] | None]",
                line: 128,
                path: "vllm/v1/core/sched/output.py"
              }
            },
            {
              source: {
                expect: "new_block_ids = cached_reqs.new_block_ids[i]",
                line: 1392,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_integration/vllm_v1_adapter.py"
              }
            },
            {
              source: {
                expect: '"use_native", False',
                line: 94,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_connector.py"
              }
            },
            {
              source: {
                expect: "from lmcache.integration.vllm.vllm_v1_adapter import (",
                line: 107,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_connector.py"
              }
            }
          ],
          text: "vLLM's scheduler hands over each running request's new block ids as a tuple of lists or `None`, so with vLLM's own scheduler this check in vLLM's in-tree copy of the adapter is effectively unreachable; that copy runs only with `\"use_native\": true`. By default `LMCacheConnectorV1` runs the adapter from the installed `lmcache` package, so a traceback with this message normally points into that package, and only its code can tell what it received."
        }
      ],
      id: "lmcache/unsupported-new-block-ids-type",
      labels: [],
      related: {
        entries: [
          "mooncake-store/unsupported-new-block-ids-type"
        ]
      },
      signatures: [
        {
          exception: "ValueError",
          template: "Unsupported new_block_ids type {type(new_block_ids)}: should be None[list[int], ...], tuple or list[int]."
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "RequestTracker.update",
        line: 236,
        path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_integration/vllm_v1_adapter.py",
        path_since_pr: 25542
      },
      title: "LMCache adapter got new block ids of an unexpected type",
      triggers: [
        {
          basis: [
            {
              source: {
                expect: "new_block_ids: list[tuple[list[int], ...] | None]",
                line: 128,
                path: "vllm/v1/core/sched/output.py"
              }
            },
            {
              source: {
                expect: "cls = LMCacheConnectorLatestImpl",
                line: 111,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_connector.py"
              }
            }
          ],
          text: "Not known for vLLM's own scheduler and in-tree adapter. With LMCache's adapter (the default), block ids in a form that code does not handle."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              source: {
                expect: "from lmcache.integration.vllm.vllm_v1_adapter import (",
                line: 107,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_connector.py"
              }
            },
            {
              source: {
                expect: "from vllm.distributed.kv_transfer.kv_connector.v1 import lmcache_integration",
                line: 99,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_connector.py"
              }
            }
          ],
          text: "Report it to LMCache with the LMCache and vLLM versions and the full traceback; it shows whether the frame is in the `lmcache` package or in vLLM's `lmcache_integration`."
        }
      ]
    },
    {
      asks: [
        {
          how: "The launch command or container spec, with the environment variables it sets.",
          id: "launch-command",
          satisfied_by: [
            {
              kind: "kv-transfer-config"
            }
          ],
          text: "How you start vLLM, and where `MOONCAKE_CONFIG_PATH` is set."
        }
      ],
      connector: "MooncakeStoreConnector",
      examples: [
        `(EngineCore_DP0 pid=301)   File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py", line 174, in load_from_config
(EngineCore_DP0 pid=301)     raise ValueError("The environment variable 'MOONCAKE_CONFIG_PATH' is not set.")
(EngineCore_DP0 pid=301) ValueError: The environment variable 'MOONCAKE_CONFIG_PATH' is not set.
`
      ],
      explanation: [
        {
          basis: [
            {
              source: {
                expect: "store_config = MooncakeStoreConfig.load_from_config()",
                line: 1253,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py"
              }
            },
            {
              source: {
                expect: 'config_path = os.getenv("MOONCAKE_CONFIG_PATH")',
                line: 172,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py"
              }
            },
            {
              source: {
                expect: "if not config_path:",
                line: 173,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py"
              }
            },
            {
              source: {
                expect: "config = json.load(file)",
                line: 153,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py"
              }
            }
          ],
          text: "The Mooncake store worker loads its store configuration with `MooncakeStoreConfig.load_from_config`, which reads the JSON file named by the environment variable `MOONCAKE_CONFIG_PATH`. The variable was not set (or empty) in that process, so it raised this `ValueError`."
        }
      ],
      id: "mooncake-store/config-path-not-set",
      labels: [],
      signatures: [
        {
          exception: "ValueError",
          template: "The environment variable 'MOONCAKE_CONFIG_PATH' is not set."
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "MooncakeStoreConfig.load_from_config",
        line: 174,
        path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py",
        path_since_pr: 40900
      },
      title: "Mooncake store started without `MOONCAKE_CONFIG_PATH`",
      triggers: [
        {
          basis: [
            {
              source: {
                expect: 'config_path = os.getenv("MOONCAKE_CONFIG_PATH")',
                line: 172,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py"
              }
            }
          ],
          text: "Starting vLLM with `MooncakeStoreConnector` without exporting `MOONCAKE_CONFIG_PATH`."
        },
        {
          basis: [
            {
              source: {
                expect: "store_config = MooncakeStoreConfig.load_from_config()",
                line: 1253,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py"
              }
            }
          ],
          text: "Launchers (containers, Ray, multi-node scripts) that do not pass the variable on to the worker processes."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              source: {
                expect: 'config_path = os.getenv("MOONCAKE_CONFIG_PATH")',
                line: 172,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py"
              }
            },
            {
              source: {
                expect: "export MOONCAKE_CONFIG_PATH=/path/to/mooncake_config.json",
                line: 71,
                path: "docs/features/mooncake_store_connector_usage.md"
              }
            },
            {
              docs: "https://docs.vllm.ai/en/latest/features/mooncake_store_connector_usage/"
            }
          ],
          text: "Set `MOONCAKE_CONFIG_PATH` to the path of your Mooncake store configuration in the environment of every vLLM process that runs the store connector, and check that the launcher passes it on."
        }
      ]
    },
    {
      asks: [
        {
          how: "The `--model` name (and its `config.json` when the model is not public), which tells its KV-cache groups, and the full `vllm serve` command or `LLM(...)` call.",
          id: "model-config",
          satisfied_by: [],
          text: "The model you serve and the full command line."
        },
        {
          how: "The `--kv-transfer-config` JSON that you start vLLM with.",
          id: "kv-transfer-config",
          satisfied_by: [
            {
              kind: "kv-transfer-config"
            }
          ],
          text: "Your `kv_transfer_config`."
        },
        {
          how: "`python collect_env.py` (the `vLLM Version :` line) or `pip show vllm`.",
          id: "vllm-version",
          satisfied_by: [
            {
              kind: "vllm-version"
            }
          ],
          text: "The vLLM version."
        },
        {
          how: "`pip show mooncake-transfer-engine`. collect_env does not list it.",
          id: "mooncake-version",
          satisfied_by: [
            {
              kind: "package-version",
              package: "mooncake-transfer-engine"
            }
          ],
          text: "The Mooncake package version."
        }
      ],
      connector: "MooncakeStoreConnector",
      examples: [
        '(EngineCore pid=733) ERROR 07-12 03:45:10 [core.py:1346] EngineCore encountered a fatal error.\n(EngineCore pid=733) ERROR 07-12 03:45:10 [core.py:1346] Traceback (most recent call last):\n(EngineCore pid=733) ERROR 07-12 03:45:10 [core.py:1346]   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/core/sched/scheduler.py", line 1298, in schedule\n(EngineCore pid=733) ERROR 07-12 03:45:10 [core.py:1346]     meta = self._build_kv_connector_meta(self.connector, scheduler_output)\n(EngineCore pid=733) ERROR 07-12 03:45:10 [core.py:1346]   File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py", line 310, in build_connector_meta\n(EngineCore pid=733) ERROR 07-12 03:45:10 [core.py:1346]     request_tracker.update(new_block_ids)\n(EngineCore pid=733) ERROR 07-12 03:45:10 [core.py:1346]   File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/data.py", line 343, in update\n(EngineCore pid=733) ERROR 07-12 03:45:10 [core.py:1346]     raise ValueError(\n(EngineCore pid=733) ERROR 07-12 03:45:10 [core.py:1346] ValueError: Group count mismatch: tracker has 0 groups, update has 1\n'
      ],
      explanation: [
        {
          basis: [
            {
              source: {
                expect: "if len(new_block_ids) != len(self.allocated_block_ids):",
                line: 342,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/data.py"
              }
            },
            {
              source: {
                expect: "request_tracker.update(new_block_ids)",
                line: 310,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py"
              }
            },
            {
              source: {
                expect: "meta = self._build_kv_connector_meta(self.connector, scheduler_output)",
                line: 1298,
                path: "vllm/v1/core/sched/scheduler.py"
              }
            },
            {
              source: {
                expect: "scheduler_output = self.scheduler.schedule(self._should_throttle_prefills())",
                line: 592,
                path: "vllm/v1/engine/core.py"
              }
            },
            {
              pr: 42828
            }
          ],
          text: "The Mooncake store's tracker for a running request got new KV blocks for a different number of KV-cache groups than it holds. The check was added with HMA support for the store (PR #42828), and it is raised from `MooncakeStoreScheduler.build_connector_meta` inside `Scheduler.schedule()`, so EngineCore dies and no scheduler-output dump is printed."
        },
        {
          basis: [
            {
              source: {
                expect: "self.allocated_block_ids = ()",
                line: 329,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/data.py"
              }
            },
            {
              source: {
                expect: "self.prefill_end_tokens = 0",
                line: 333,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/data.py"
              }
            },
            {
              source: {
                expect: "request_tracker.reset()",
                line: 188,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py"
              }
            },
            {
              source: {
                expect: "prefill_end = request_tracker.prefill_end_tokens",
                line: 307,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py"
              }
            },
            {
              source: {
                expect: "if num_computed_token >= prefill_end:",
                line: 308,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py"
              }
            },
            {
              source: {
                expect: "if len(new_block_ids) != len(self.allocated_block_ids):",
                line: 342,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/data.py"
              }
            }
          ],
          text: "What the counts mean is not established from the source. \"tracker has 0 groups\" is not a sign of preemption: a preempted request's tracker is reset to no groups and also to a prefill end of 0, and with a prefill end of 0 the decode and chunked-prefill step skips `update()` before this check. A count that differs from the step's block ids can only come from a model with several KV-cache groups (the hybrid KV cache manager), and no cause for it is known here. The model's KV-cache groups and the configuration are what a maintainer needs."
        }
      ],
      id: "mooncake-store/group-count-mismatch",
      labels: [],
      related: {
        entries: [
          "mooncake-store/request-not-in-unfinished-requests",
          "mooncake-store/unsupported-new-block-ids-type"
        ],
        prs: [
          42828,
          43281,
          46595
        ]
      },
      signatures: [
        {
          exception: "ValueError",
          template: "Group count mismatch: tracker has {len(self.allocated_block_ids)} groups, update has {len(new_block_ids)}"
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "RequestTracker.update",
        line: 343,
        path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/data.py",
        path_since_pr: 40900
      },
      title: "Mooncake store request tracker got blocks for a different number of KV-cache groups",
      triggers: [
        {
          basis: [
            {
              source: {
                expect: "if len(new_block_ids) != len(self.allocated_block_ids):",
                line: 342,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/data.py"
              }
            },
            {
              pr: 42828
            }
          ],
          text: "Not known. Only models with several KV-cache groups (hybrid KV cache manager) can give counts that differ."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              source: {
                expect: "if len(new_block_ids) != len(self.allocated_block_ids):",
                line: 342,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/data.py"
              }
            },
            {
              pr: 42828
            }
          ],
          text: "Report the model, its KV-cache groups (the hybrid KV cache manager's layout: which layers use full attention, sliding window or Mamba), the full command line and `--kv-transfer-config`, and the vLLM version. No change is known to fix this exact error."
        },
        {
          basis: [
            {
              source: {
                expect: "request_tracker.update(new_block_ids)",
                line: 310,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py"
              }
            }
          ],
          confirms_cause: true,
          text: "Check that the store connector is the cause by running the same load without `MooncakeStoreConnector` in `--kv-transfer-config`."
        }
      ]
    },
    {
      asks: [
        {
          how: "The 30 or so lines before `Initialize MooncakeDistributedStore failed.` in the same process's output.",
          id: "mooncake-log",
          satisfied_by: [
            {
              kind: "library-log"
            }
          ],
          text: "The Mooncake log lines printed before the error."
        },
        {
          how: "`pip show mooncake-transfer-engine`. collect_env does not list it.",
          id: "mooncake-version",
          satisfied_by: [
            {
              kind: "package-version",
              package: "mooncake-transfer-engine"
            }
          ],
          text: "The Mooncake package version."
        },
        {
          how: "`python collect_env.py` (the `vLLM Version :` line) or `pip show vllm`.",
          id: "vllm-version",
          satisfied_by: [
            {
              kind: "vllm-version"
            }
          ],
          text: "The vLLM version."
        }
      ],
      connector: "MooncakeStoreConnector",
      examples: [
        '(Worker_TP1 pid=1877) ERROR 08-21 10:03:55 [worker.py:1277] Initialize MooncakeDistributedStore failed.\n(Worker_TP1 pid=1877) ERROR 08-21 10:03:55 [multiproc_executor.py:772] WorkerProc failed to start.\n(Worker_TP1 pid=1877) ERROR 08-21 10:03:55 [multiproc_executor.py:772] Traceback (most recent call last):\n(Worker_TP1 pid=1877) ERROR 08-21 10:03:55 [multiproc_executor.py:772]   File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py", line 1278, in __init__\n(Worker_TP1 pid=1877) ERROR 08-21 10:03:55 [multiproc_executor.py:772]     raise RuntimeError(msg)\n(Worker_TP1 pid=1877) ERROR 08-21 10:03:55 [multiproc_executor.py:772] RuntimeError: Initialize MooncakeDistributedStore failed.\n'
      ],
      explanation: [
        {
          basis: [
            {
              source: {
                expect: "ret = self.store.setup(",
                line: 1265,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py"
              }
            },
            {
              source: {
                expect: "store_config.master_server_address,",
                line: 1272,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py"
              }
            },
            {
              source: {
                expect: "if ret != 0:",
                line: 1275,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py"
              }
            },
            {
              source: {
                expect: "logger.error(msg)",
                line: 1277,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py"
              }
            },
            {
              source: {
                expect: "raise RuntimeError(msg)",
                line: 1278,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py"
              }
            }
          ],
          text: "When the store worker starts, it calls `setup(...)` on Mooncake's `MooncakeDistributedStore` with the settings from the file `MOONCAKE_CONFIG_PATH` names (metadata server, segment and buffer sizes, protocol, device, master server address). The call returned a non-zero status. vLLM logs this message as an error and raises it as a `RuntimeError`, so the worker fails to start. vLLM does not say why; any Mooncake log lines printed just before it are the best lead."
        }
      ],
      id: "mooncake-store/initialize-store-failed",
      labels: [],
      related: {
        entries: [
          "mooncake-store/config-path-not-set"
        ]
      },
      signatures: [
        {
          exception: "RuntimeError",
          template: "Initialize MooncakeDistributedStore failed."
        },
        {
          template: "Initialize MooncakeDistributedStore failed."
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "MooncakeStoreWorker.__init__",
        line: 1278,
        path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py",
        path_since_pr: 40900
      },
      title: "Mooncake store setup failed (`Initialize MooncakeDistributedStore failed.`)",
      triggers: [
        {
          basis: [
            {
              source: {
                expect: "ret = self.store.setup(",
                line: 1265,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py"
              }
            },
            {
              source: {
                expect: "store_config = MooncakeStoreConfig.load_from_config()",
                line: 1253,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py"
              }
            }
          ],
          text: "Starting vLLM with `MooncakeStoreConnector` when Mooncake's store setup fails on that node, for example with settings in the config file that do not fit it."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              source: {
                expect: 'master_server_address=config.get("master_server_address", ""),',
                line: 156,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py"
              }
            },
            {
              source: {
                expect: 'protocol=config.get("protocol", "rdma"),',
                line: 157,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py"
              }
            },
            {
              source: {
                expect: "Start it before launching vLLM",
                line: 23,
                path: "docs/features/mooncake_store_connector_usage.md"
              }
            },
            {
              source: {
                expect: '- `protocol`: Use `"rdma"` for best performance. `"tcp"` works as a fallback.',
                line: 56,
                path: "docs/features/mooncake_store_connector_usage.md"
              }
            },
            {
              docs: "https://docs.vllm.ai/en/latest/features/mooncake_store_connector_usage/"
            }
          ],
          investigates: true,
          text: "Read any Mooncake log lines printed just before this error, and check the store configuration that `MOONCAKE_CONFIG_PATH` points to: that its `master_server_address` reaches a running `mooncake_master` and its `protocol` and `device_name` fit the node."
        }
      ]
    },
    {
      asks: [
        {
          how: "Send the `Recovered from KV load failure: \u2026` or `Failing \u2026 request(s) due to KV load failure \u2026` lines and the Mooncake store warnings or errors before them.",
          id: "load-failure-lines",
          satisfied_by: [],
          text: "The KV load failure lines and the Mooncake store errors logged before the crash."
        },
        {
          how: "The `--kv-transfer-config` JSON that you start vLLM with.",
          id: "kv-transfer-config",
          satisfied_by: [
            {
              kind: "kv-transfer-config"
            }
          ],
          text: "Your `kv_transfer_config`, including `kv_load_failure_policy`."
        },
        {
          how: "`python collect_env.py` (the `vLLM Version :` line) or `pip show vllm`.",
          id: "vllm-version",
          satisfied_by: [
            {
              kind: "vllm-version"
            }
          ],
          text: "The vLLM version or commit."
        },
        {
          how: "`pip show mooncake-transfer-engine`. collect_env does not list it.",
          id: "mooncake-version",
          satisfied_by: [
            {
              kind: "package-version",
              package: "mooncake-transfer-engine"
            }
          ],
          text: "The Mooncake package version."
        }
      ],
      connector: "MooncakeStoreConnector",
      examples: [
        '(EngineCore pid=90211) ERROR 09-18 06:40:02 [core.py:1346]   File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py", line 424, in _apply_current_save_block_ids\n(EngineCore pid=90211) ERROR 09-18 06:40:02 [core.py:1346]     assert current_block_ids is not None, (\n(EngineCore pid=90211) ERROR 09-18 06:40:02 [core.py:1346] AssertionError: Missing current block table for store request chatcmpl-0c4d77ab81e2\n'
      ],
      explanation: [
        {
          basis: [
            {
              pr: 51358
            },
            {
              pr: 55066
            },
            {
              source: {
                expect: '"Recovered from KV load failure: "',
                line: 2994,
                path: "vllm/v1/core/sched/scheduler.py"
              }
            }
          ],
          text: "Newer Mooncake store code (PR #51358) requires a current block table for each request it stores, and asserts it in `MooncakeStoreScheduler._apply_current_save_block_ids`. It has been reported firing when the KV load failure recovery reschedules a request, after Mooncake store loads failed. Because it is an assertion in the scheduler, EngineCore dies and all in-flight requests fail."
        }
      ],
      id: "mooncake-store/missing-current-block-table",
      labels: [],
      related: {
        entries: [
          "scheduler/kv-load-failure-recovered"
        ],
        issues: [
          54870
        ],
        prs: [
          51358,
          55066,
          55297,
          57174,
          57529
        ]
      },
      signatures: [
        {
          exception: "AssertionError",
          template: "Missing current block table for store request {req_meta.req_id}"
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "MooncakeStoreScheduler._apply_current_save_block_ids",
        line: 424,
        note: "Added after d626108b by PR #51358, so it is not in the pinned source. Path, function and line are as third-party logs report them (the report is on v0.28.1rc1.dev).",
        path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py",
        path_since_pr: 40900,
        ref: "main"
      },
      title: "Mooncake store found no current block table for a request it should store",
      triggers: [
        {
          basis: [
            {
              pr: 55066
            },
            {
              source: {
                expect: 'self.recompute_kv_load_failures = kv_load_failure_policy == "recompute"',
                line: 149,
                path: "vllm/v1/core/sched/scheduler.py"
              }
            }
          ],
          text: "A KV load failure (e.g. failed Mooncake store reads) handled by the recovery path (`kv_load_failure_policy` recompute), which reschedules the request."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              pr: 55066
            },
            {
              pr: 57529
            },
            {
              pr: 55297
            },
            {
              pr: 57174
            }
          ],
          text: `Follow #54870. The open work on this path: RFC #57530 ("A failure spine for the Mooncake connectors", with PR #57529) lists this error's issue among the Mooncake load-failure issues it covers, beside PR #55297 (open: recompute after Mooncake load failures). PR #55066, which proposed warning and dropping the request instead, was closed; PR #57174 (open) rewords the scheduler's error message, so the text may change.`
        },
        {
          basis: [
            {
              pr: 55066
            },
            {
              source: {
                expect: "if kv_connector_output and kv_connector_output.invalid_block_ids:",
                line: 1762,
                path: "vllm/v1/core/sched/scheduler.py"
              }
            }
          ],
          investigates: true,
          text: "Look for the cause of the load failures first: the Mooncake store warnings and errors logged before the crash. The reported crash follows a KV load failure recovery, so fixing the cause of the load failures avoids the path that reaches this assert."
        }
      ]
    },
    {
      asks: [
        {
          how: "The 20 or so lines before it in vLLM's output, and the `mooncake_master` output.",
          id: "mooncake-lines",
          satisfied_by: [],
          text: "Mooncake's log lines printed before this one, and the master's log from the same time."
        },
        {
          how: "The `master_server_address` in the Mooncake config and the `mooncake_master` command line.",
          id: "master-address",
          satisfied_by: [],
          text: "The master address configured and how the master was started."
        },
        {
          how: "`pip show mooncake-transfer-engine`.",
          id: "mooncake-install",
          satisfied_by: [
            {
              kind: "package-version",
              package: "mooncake-transfer-engine"
            }
          ],
          text: "The Mooncake version."
        }
      ],
      connector: "MooncakeStoreConnector",
      examples: [
        "I0612 08:31:44.871020  2214 real_client.cpp:1026] Mounting segment: 3221225472 bytes, 0x7f3a40000000\nE0612 08:31:44.902160  2214 real_client.cpp:1078] Failed to mount segment: RPC_FAIL\n",
        "E0905 19:02:10.417731   733 real_client.cpp:927] Failed to mount segment: INVALID_PARAMS\n"
      ],
      explanation: [
        {
          basis: [
            {
              project_source: {
                commit: "3b5a594133958449a1feaf1c9e0fc1b553e34a28",
                expect: "client_->MountSegment(ptr, mount_size, protocol, seg_location);",
                line: 1072,
                path: "mooncake-store/src/real_client.cpp",
                repository: "kvcache-ai/Mooncake"
              }
            },
            {
              project_source: {
                commit: "3b5a594133958449a1feaf1c9e0fc1b553e34a28",
                expect: "auto mount_result = master_client_.MountSegment(segment);",
                line: 3541,
                path: "mooncake-store/src/client_service.cpp",
                repository: "kvcache-ai/Mooncake"
              }
            },
            {
              project_source: {
                commit: "3b5a594133958449a1feaf1c9e0fc1b553e34a28",
                expect: "<< toString(mount_result.error());",
                line: 1079,
                path: "mooncake-store/src/real_client.cpp",
                repository: "kvcache-ai/Mooncake"
              }
            },
            {
              project_source: {
                commit: "3b5a594133958449a1feaf1c9e0fc1b553e34a28",
                expect: "return tl::unexpected(mount_result.error());",
                line: 1080,
                path: "mooncake-store/src/real_client.cpp",
                repository: "kvcache-ai/Mooncake"
              }
            }
          ],
          text: "Mooncake logs this, not vLLM. When its store client is set up it mounts a memory segment of the configured `global_segment_size`: it asks the Mooncake master, over RPC, to register that segment so other clients can place data in it. The master call failed, and the word after the colon is Mooncake's error code for why (`UNKNOWN_ERROR`, `RPC_FAIL`, \u2026). The setup then stops and returns the failure to the caller."
        },
        {
          basis: [
            {
              source: {
                expect: "ret = self.store.setup(",
                line: 1265,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py"
              }
            },
            {
              source: {
                expect: "store_config.master_server_address,",
                line: 1272,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py"
              }
            },
            {
              source: {
                expect: 'msg = "Initialize MooncakeDistributedStore failed."',
                line: 1276,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py"
              }
            }
          ],
          since_pr: 40900,
          text: "In vLLM's V1 `MooncakeStoreConnector` a failed setup makes the store worker raise `RuntimeError: Initialize MooncakeDistributedStore failed.`, so the two usually appear together and this line is the nearer cause."
        }
      ],
      id: "mooncake-store/mount-segment-failed",
      labels: [],
      raised_by: "Mooncake's store client (`MooncakeDistributedStore`), while it is set up",
      related: {
        entries: [
          "mooncake-store/initialize-store-failed"
        ]
      },
      signatures: [
        {
          template: "Failed to mount segment: {error}"
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "MooncakeStoreWorker.__init__",
        line: 0,
        note: "Not a vLLM raise site: Mooncake's store client logs this (raised_in) while a caller sets it up: vLLM's MooncakeStoreConnector, vllm-ascend's store connectors, LMCache's mooncakestore backend. In vLLM's MooncakeStoreConnector the failed setup then surfaces as `Initialize MooncakeDistributedStore failed.` (mooncake-store/initialize-store-failed). Older Mooncake releases log the same words from other files (store_py.cpp, distributed_object_store.cpp).",
        path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py",
        path_since_pr: 40900,
        raised_in: {
          commit: "3b5a594133958449a1feaf1c9e0fc1b553e34a28",
          expect: 'LOG(ERROR) << "Failed to mount segment: "',
          line: 1078,
          path: "mooncake-store/src/real_client.cpp",
          project: "mooncake",
          repository: "kvcache-ai/Mooncake"
        }
      },
      title: "Mooncake's store client could not register its memory segment with the master (`Failed to mount segment: \u2026`)",
      triggers: [
        {
          basis: [
            {
              thread: "https://github.com/kvcache-ai/Mooncake/issues/709"
            },
            {
              thread: "https://github.com/vllm-project/vllm/pull/12957"
            }
          ],
          text: "The client could not reach the master: in the reports the line follows an RPC failure such as `rpc error, code: 14, message: failed to connect to all addresses` or `read rpc body failed, error msg:End of file`."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              source: {
                expect: "store_config.master_server_address,",
                line: 1272,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py"
              }
            },
            {
              project_source: {
                commit: "3b5a594133958449a1feaf1c9e0fc1b553e34a28",
                expect: "auto mount_result = master_client_.MountSegment(segment);",
                line: 3541,
                path: "mooncake-store/src/client_service.cpp",
                repository: "kvcache-ai/Mooncake"
              }
            }
          ],
          investigates: true,
          text: "No fix is known from the source or the threads. What decides it is whether the master at `master_server_address` is running and reachable from this node, and what the master itself logged at that moment. The error is Mooncake's, so a report with those logs belongs in Mooncake's repository."
        }
      ]
    },
    {
      asks: [
        {
          how: "`pip show mooncake-transfer-engine` (or `mooncake-transfer-engine-cuda13`). collect_env does not list it.",
          id: "mooncake-version",
          satisfied_by: [
            {
              kind: "package-version",
              package: "mooncake-transfer-engine"
            }
          ],
          text: "The Mooncake package version."
        },
        {
          how: 'The output of `python -c "from mooncake.store import MooncakeDistributedStore"`.',
          id: "import-error",
          satisfied_by: [
            {
              kind: "traceback"
            }
          ],
          text: "The original import error."
        }
      ],
      connector: "MooncakeStoreConnector",
      examples: [
        '(Worker_TP0 pid=4471) ERROR 06-12 09:41:18 [multiproc_executor.py:772] WorkerProc failed to start.\n(Worker_TP0 pid=4471) ERROR 06-12 09:41:18 [multiproc_executor.py:772] Traceback (most recent call last):\n(Worker_TP0 pid=4471) ERROR 06-12 09:41:18 [multiproc_executor.py:772]   File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py", line 1213, in __init__\n(Worker_TP0 pid=4471) ERROR 06-12 09:41:18 [multiproc_executor.py:772]     raise ImportError(\n(Worker_TP0 pid=4471) ERROR 06-12 09:41:18 [multiproc_executor.py:772] ImportError: Please install mooncake by following the instructions at https://github.com/kvcache-ai/Mooncake/blob/main/doc/en/build.md to run vLLM with MooncakeStoreConnector.\n',
        "ImportError: Please install mooncake by following the instructions at https://github.com/kvcache-ai/Mooncake/blob/main/doc/en/build.md to run vLLM with MooncakeStoreConnector.\n"
      ],
      explanation: [
        {
          basis: [
            {
              source: {
                expect: "from mooncake.store import (  # type: ignore",
                line: 1208,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py"
              }
            },
            {
              source: {
                expect: "except ImportError as e:",
                line: 1212,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py"
              }
            },
            {
              source: {
                expect: ") from e",
                line: 1217,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py"
              }
            },
            {
              source: {
                expect: "The PyPI mooncake-transfer-engine wheel is built against CUDA 12",
                line: 11,
                path: "tests/v1/kv_connector/mooncake_integration/test_mooncake_imports.py"
              }
            }
          ],
          text: "The store worker imports `MooncakeDistributedStore` and `ReplicateConfig` from `mooncake.store` when it starts. That import failed, so vLLM raised this `ImportError`, chained to the original import error, which the traceback shows above it. The Mooncake package is missing, or it is installed but could not be loaded, for example the CUDA 12 build of `mooncake-transfer-engine` on a CUDA 13 system."
        }
      ],
      id: "mooncake-store/not-installed",
      labels: [],
      related: {
        entries: [
          "mooncake/not-available"
        ]
      },
      signatures: [
        {
          exception: "ImportError",
          template: "Please install mooncake by following the instructions at https://github.com/kvcache-ai/Mooncake/blob/main/doc/en/build.md to run vLLM with MooncakeStoreConnector."
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "MooncakeStoreWorker.__init__",
        line: 1213,
        path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py",
        path_since_pr: 40900
      },
      title: "Mooncake is not installed for the Mooncake store connector",
      triggers: [
        {
          basis: [
            {
              source: {
                expect: "from mooncake.store import (  # type: ignore",
                line: 1208,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py"
              }
            }
          ],
          text: "Starting vLLM with `MooncakeStoreConnector` in an environment where `from mooncake.store import MooncakeDistributedStore, ReplicateConfig` fails."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              source: {
                expect: '"https://github.com/kvcache-ai/Mooncake/blob/main/doc/"',
                line: 1215,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py"
              }
            },
            {
              source: {
                expect: 'for package_name in ("mooncake-transfer-engine", "mooncake-transfer-engine-cuda13"):',
                line: 15,
                path: "tests/v1/kv_connector/mooncake_integration/test_mooncake_imports.py"
              }
            },
            {
              source: {
                expect: "uv pip install mooncake-transfer-engine",
                line: 16,
                path: "docs/features/mooncake_store_connector_usage.md"
              }
            },
            {
              docs: "https://docs.vllm.ai/en/latest/features/mooncake_store_connector_usage/"
            }
          ],
          text: 'Install Mooncake as described at https://github.com/kvcache-ai/Mooncake/blob/main/doc/en/build.md, in the same Python environment as vLLM (`uv pip install mooncake-transfer-engine`; on CUDA 13 the `-cuda13` variant), then check with `python -c "from mooncake.store import MooncakeDistributedStore"`.'
        },
        {
          basis: [
            {
              source: {
                expect: ") from e",
                line: 1217,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py"
              }
            }
          ],
          text: "If it is installed, the original import error (above this one in the traceback, or from that direct import) shows why it cannot be loaded."
        }
      ]
    },
    {
      asks: [
        {
          how: "Its JSON, with any secrets removed.",
          id: "mooncake-config",
          satisfied_by: [],
          text: "The Mooncake configuration file that `MOONCAKE_CONFIG_PATH` points to."
        },
        {
          how: "The `--kv-transfer-config` JSON that you start vLLM with.",
          id: "kv-transfer-config",
          satisfied_by: [
            {
              kind: "kv-transfer-config"
            }
          ],
          text: "Your `kv_transfer_config`."
        },
        {
          how: "`pip show mooncake-transfer-engine`. collect_env does not list it.",
          id: "mooncake-version",
          satisfied_by: [
            {
              kind: "package-version",
              package: "mooncake-transfer-engine"
            }
          ],
          text: "The Mooncake package version."
        }
      ],
      connector: "MooncakeStoreConnector",
      examples: [
        "(Worker_TP0 pid=7781) WARNING 08-13 17:45:02 [worker.py:944] batch_put failed: 12/48 keys failed (codes={-200}, batch_bytes=201326592, num_keys=48), first_key=Qwen3-32B@tp_rank:0@pcp0@dcp0@pp_rank:0@group:0@6f0c2a9e\n(Worker_TP0 pid=7781) WARNING 08-13 17:45:02 [worker.py:959] Detected Mooncake CPU/disk offloading pressure (NO_AVAILABLE_HANDLE); skipping future store batches for request chatcmpl-9f3e1d7c5b2a40e8a6c4b2d0f8e6c4a2-1c2d3e4f until a later store batch succeeds\n",
        "(Worker_TP3 pid=7790) WARNING 08-13 18:02:40 [worker.py:959] Detected Mooncake CPU/disk offloading pressure (NO_AVAILABLE_HANDLE); skipping future store batches for request cmpl-0d1c2b3a49586776a5b4c3d2e1f0a9b8-0-8b7a6c5d until a later store batch succeeds\n"
      ],
      explanation: [
        {
          basis: [
            {
              source: {
                expect: "MOONCAKE_NO_AVAILABLE_HANDLE = -200",
                line: 85,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py"
              }
            },
            {
              source: {
                expect: '"batch_put failed: %d/%d keys failed "',
                line: 945,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py"
              }
            },
            {
              source: {
                expect: "MOONCAKE_NO_AVAILABLE_HANDLE in failed_codes",
                line: 956,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py"
              }
            },
            {
              source: {
                expect: "and not self._mark_request_skipped_for_pressure(req_id)",
                line: 957,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py"
              }
            },
            {
              source: {
                expect: "if self._should_skip_request(req_id):",
                line: 757,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py"
              }
            },
            {
              source: {
                expect: "if self._clear_store_pressure():",
                line: 968,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py"
              }
            },
            {
              source: {
                expect: "self._skip_store_requests.clear()",
                line: 563,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py"
              }
            }
          ],
          text: "A warning, not a crash: a store batch for this request failed for some keys with Mooncake's `NO_AVAILABLE_HANDLE` code (-200, logged just before as `batch_put failed: \u2026 (codes={-200}, \u2026)`), which vLLM treats as CPU/disk offloading pressure. It skips this request's further store batches while the pressure lasts; the next store batch that succeeds, for any request, clears it. The engine keeps running; only saving KV to the store is affected."
        },
        {
          basis: [
            {
              source: {
                expect: "DEFAULT_GLOBAL_SEGMENT_SIZE = 4 * 1024 * 1024 * 1024  # 4 GiB",
                line: 81,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py"
              }
            },
            {
              source: {
                expect: 'config.get("global_segment_size", DEFAULT_GLOBAL_SEGMENT_SIZE)',
                line: 161,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py"
              }
            },
            {
              source: {
                expect: "`global_segment_size`: CPU memory contributed to the distributed pool (per",
                line: 57,
                path: "docs/features/mooncake_store_connector_usage.md"
              }
            },
            {
              source: {
                expect: "`enable_offload`: When `true`, vLLM allocates a DirectIO staging buffer so",
                line: 60,
                path: "docs/features/mooncake_store_connector_usage.md"
              }
            },
            {
              docs: "https://docs.vllm.ai/en/latest/features/mooncake_store_connector_usage/"
            }
          ],
          text: "How much the store can hold is set in the Mooncake configuration file that `MOONCAKE_CONFIG_PATH` names: in `embedded` mode each vLLM rank contributes `global_segment_size` of CPU memory (4 GiB when the file does not say), and disk offloading needs `enable_offload` together with a matching Mooncake setup."
        }
      ],
      id: "mooncake-store/offloading-pressure",
      labels: [],
      related: {
        entries: [
          "mooncake-store/config-path-not-set"
        ]
      },
      signatures: [
        {
          template: "Detected Mooncake CPU/disk offloading pressure (NO_AVAILABLE_HANDLE); skipping future store batches for request %s until a later store batch succeeds"
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "KVCacheStoreSendingThread._handle_request",
        line: 959,
        path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py",
        path_since_pr: 40900
      },
      title: "Mooncake store is skipping saves under CPU/disk offloading pressure (`NO_AVAILABLE_HANDLE`, warning)",
      triggers: [
        {
          basis: [
            {
              source: {
                expect: '"Detected Mooncake CPU/disk offloading pressure "',
                line: 960,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py"
              }
            }
          ],
          text: "More KV to save than the Mooncake store's CPU memory or disk tier can take at that moment, as Mooncake's `NO_AVAILABLE_HANDLE` reports."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              source: {
                expect: "logger.warning(",
                line: 959,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py"
              }
            },
            {
              source: {
                expect: "if self._should_skip_request(req_id):",
                line: 757,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py"
              }
            }
          ],
          text: "If it is rare, it can be left alone; the engine keeps running and only some KV is not saved."
        },
        {
          basis: [
            {
              source: {
                expect: "`global_segment_size`: CPU memory contributed to the distributed pool (per",
                line: 57,
                path: "docs/features/mooncake_store_connector_usage.md"
              }
            },
            {
              source: {
                expect: 'enable_offload=bool(config.get("enable_offload", False)),',
                line: 166,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py"
              }
            }
          ],
          text: "If it repeats, check the store's capacity settings in the Mooncake configuration file (`global_segment_size`, `enable_offload`) against the load, and Mooncake's own logs for why it returned `NO_AVAILABLE_HANDLE`."
        }
      ]
    },
    {
      asks: [
        {
          how: "`python collect_env.py` (the `vLLM Version :` line) or `pip show vllm`.",
          id: "vllm-version",
          satisfied_by: [
            {
              kind: "vllm-version"
            }
          ],
          text: "The vLLM version."
        }
      ],
      connector: "MooncakeStoreConnector",
      examples: [
        '(EngineCore_DP0 pid=412) ERROR 05-20 08:31:44 [core.py:1102] EngineCore encountered a fatal error.\n(EngineCore_DP0 pid=412) ERROR 05-20 08:31:44 [core.py:1102] Traceback (most recent call last):\n(EngineCore_DP0 pid=412) ERROR 05-20 08:31:44 [core.py:1102]   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/core/sched/scheduler.py", line 1622, in _connector_finished\n(EngineCore_DP0 pid=412) ERROR 05-20 08:31:44 [core.py:1102]     return self.connector.request_finished(request, block_ids)\n(EngineCore_DP0 pid=412) ERROR 05-20 08:31:44 [core.py:1102]   File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/connector.py", line 231, in request_finished\n(EngineCore_DP0 pid=412) ERROR 05-20 08:31:44 [core.py:1102]     return self.connector_scheduler.request_finished(request, block_ids)\n(EngineCore_DP0 pid=412) ERROR 05-20 08:31:44 [core.py:1102]   File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py", line 388, in request_finished\n(EngineCore_DP0 pid=412) ERROR 05-20 08:31:44 [core.py:1102]     assert tracker is not None\n(EngineCore_DP0 pid=412) ERROR 05-20 08:31:44 [core.py:1102]            ^^^^^^^^^^^^^^^^^^^\n(EngineCore_DP0 pid=412) ERROR 05-20 08:31:44 [core.py:1102] AssertionError\n'
      ],
      explanation: [
        {
          basis: [
            {
              source: {
                commit: "5c1aec3dc0600cb816a0389e55ef1f1c17893380",
                expect: "assert tracker is not None",
                line: 358,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py"
              }
            },
            {
              source: {
                commit: "5c1aec3dc0600cb816a0389e55ef1f1c17893380",
                expect: "self._request_trackers.pop(req_id, None)",
                line: 174,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py"
              }
            },
            {
              source: {
                expect: "request_tracker.reset()",
                line: 188,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py"
              }
            },
            {
              pr: 43281
            }
          ],
          text: `When a request finishes, the Mooncake store scheduler looks up the request's tracker. In builds before PR #43281 it asserted that the tracker exists, and a preemption dropped the tracker. So a request that had been preempted, or aborted before the connector saw it finish normally, could finish with no tracker left, and the assert then killed EngineCore. PR #43281 ("Handle Mooncake finish after preemption") removed the assert and resets the tracker on preemption instead.`
        }
      ],
      fixed_in: {
        basis: [
          {
            pr: 43281
          }
        ],
        pr: 43281
      },
      id: "mooncake-store/request-finished-tracker-none",
      labels: [],
      related: {
        entries: [
          "mooncake-store/request-not-in-unfinished-requests"
        ],
        prs: [
          43281
        ]
      },
      signatures: [
        {
          exception: "AssertionError",
          frame: {
            code: "assert tracker is not None",
            function: "request_finished",
            path_suffix: "mooncake/store/scheduler.py"
          }
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "MooncakeStoreScheduler.request_finished",
        line: 358,
        note: "PR #43281 removed this assert before the pinned commit; path and line are those of its parent commit, 5c1aec3dc0.",
        path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py",
        path_since_pr: 40900,
        ref: "5c1aec3dc0600cb816a0389e55ef1f1c17893380"
      },
      title: "Mooncake store crashed finishing a request that had no tracker (`assert tracker is not None`)",
      triggers: [
        {
          basis: [
            {
              source: {
                commit: "5c1aec3dc0600cb816a0389e55ef1f1c17893380",
                expect: "self._request_trackers.pop(req_id, None)",
                line: 174,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py"
              }
            },
            {
              pr: 43281
            }
          ],
          text: "Preemption under KV-cache pressure, then the preempted request finishing."
        },
        {
          basis: [
            {
              pr: 43281
            }
          ],
          text: "A request aborted before the connector saw it finish normally."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              pr: 43281
            }
          ],
          fixed_by_pr: 43281,
          text: "Upgrade to a release that contains PR #43281."
        },
        {
          basis: [
            {
              source: {
                expect: "gpu_memory_utilization: float = Field(default=0.92",
                line: 69,
                path: "vllm/config/cache.py"
              }
            },
            {
              source: {
                expect: "Increase `gpu_memory_utilization`",
                line: 40,
                path: "docs/configuration/optimization.md"
              }
            },
            {
              source: {
                expect: "Increase `pipeline_parallel_size`",
                line: 43,
                path: "docs/configuration/optimization.md"
              }
            },
            {
              docs: "https://docs.vllm.ai/en/stable/configuration/optimization/"
            }
          ],
          text: "Until then, cause fewer preemptions. Raise `--gpu-memory-utilization` (default 0.92), lower `--max-num-seqs` or `--max-num-batched-tokens`, or raise `--tensor-parallel-size` / `--pipeline-parallel-size`."
        }
      ]
    },
    {
      asks: [
        {
          how: "If your log of this crash still has them, send the `Added request {req_id}.` line, any `Aborted request(s) \u2026` line and any `Request \u2026 aborted.` line for it. Otherwise restart with `--enable-log-requests` and reproduce: the restarted server gives the crash a new request id, so send the lines of the request id of the crash you reproduce, with that crash's error: its `Added request \u2026` line (it logs the engine's id, the one in the error), any `Aborted request(s) \u2026` line naming it (the engine's id or the client's, depending on what aborted it), and any `Request \u2026 aborted.` line for it (the client's id).",
          id: "request-lifecycle",
          satisfied_by: [
            {
              capture: "req_id",
              kind: "lifecycle"
            }
          ],
          text: "When request `{req_id}` was added, and whether it was aborted before the crash."
        },
        {
          how: "Send the `Engine 000: \u2026 Running: \u2026 reqs, Waiting: \u2026 reqs, Preemptions: N, GPU KV cache usage: \u2026` lines. They are printed every 10 s by default (`VLLM_LOG_STATS_INTERVAL`) unless `--disable-log-stats` is set, and `Preemptions: N` appears only when N > 0. vLLM does not log preemptions one request at a time.",
          id: "preemption-stats",
          satisfied_by: [
            {
              kind: "stats"
            }
          ],
          text: "The periodic stats lines from the minute before the crash, with their `Preemptions: N` part."
        },
        {
          how: "Set `VLLM_LOGGING_LEVEL=DEBUG`, reproduce, and send the `Finished sending/recving KV transfer for request \u2026` and Mooncake store `Reqid: \u2026` lines for `{req_id}`.",
          id: "kv-transfer-debug",
          satisfied_by: [
            {
              kind: "debug-logs"
            }
          ],
          text: "The KV-transfer DEBUG lines for that request."
        },
        {
          how: "The `--kv-transfer-config` JSON (or the `kv_transfer_config` you pass in Python) that you start vLLM with.",
          id: "kv-transfer-config",
          satisfied_by: [
            {
              kind: "kv-transfer-config"
            }
          ],
          text: "Your `kv_transfer_config`."
        },
        {
          how: "`python collect_env.py` (the `vLLM Version :` line) or `pip show vllm`.",
          id: "vllm-version",
          satisfied_by: [
            {
              kind: "vllm-version"
            }
          ],
          text: "The vLLM version."
        },
        {
          how: "`pip show mooncake-transfer-engine`. collect_env does not list it.",
          id: "mooncake-version",
          satisfied_by: [
            {
              kind: "package-version",
              package: "mooncake-transfer-engine"
            }
          ],
          text: "The Mooncake package version."
        }
      ],
      connector: "MooncakeStoreConnector",
      contradicted_by: [
        {
          basis: [
            {
              source: {
                expect: "for finished_req_id in scheduler_output.finished_req_ids:",
                line: 177,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py"
              }
            },
            {
              source: {
                expect: "self._request_trackers.pop(finished_req_id, None)",
                line: 180,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py"
              }
            },
            {
              source: {
                expect: "self._unfinished_requests.pop(finished_req_id, None)",
                line: 181,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py"
              }
            }
          ],
          check: "whether the abort line and the error come from the same engine (the engine id and the `-` plus 8 characters suffix of the request id), and whether the request was added again after the abort.",
          evidence: "abort-before-error",
          text: "The connector drops an aborted request from both its trackers and `_unfinished_requests`, so an abort of this same request before the error is not the known path to it (a preemption); if it were still scheduled after the abort, the lookup of its tracker would fail first, with a `KeyError`."
        }
      ],
      examples: [
        '(EngineCore_DP0 pid=5120) INFO 07-30 11:02:41 [loggers.py:257] Engine 000: Avg prompt throughput: 18211.4 tokens/s, Avg generation throughput: 1520.9 tokens/s, Running: 188 reqs, Waiting: 52 reqs, Preemptions: 9, GPU KV cache usage: 98.7%, Prefix cache hit rate: 22.4%, External prefix cache hit rate: 8.1%\n(EngineCore_DP0 pid=5120) ERROR 07-30 11:02:47 [core.py:1346] EngineCore encountered a fatal error.\n(EngineCore_DP0 pid=5120) ERROR 07-30 11:02:47 [core.py:1346] Traceback (most recent call last):\n(EngineCore_DP0 pid=5120) ERROR 07-30 11:02:47 [core.py:1346]   File "/opt/venv/lib/python3.12/site-packages/vllm/v1/engine/core.py", line 1337, in run_engine_core\n(EngineCore_DP0 pid=5120) ERROR 07-30 11:02:47 [core.py:1346]     engine_core.run_busy_loop()\n(EngineCore_DP0 pid=5120) ERROR 07-30 11:02:47 [core.py:1346]   File "/opt/venv/lib/python3.12/site-packages/vllm/v1/engine/core.py", line 1372, in run_busy_loop\n(EngineCore_DP0 pid=5120) ERROR 07-30 11:02:47 [core.py:1346]     self._process_engine_step()\n(EngineCore_DP0 pid=5120) ERROR 07-30 11:02:47 [core.py:1346]   File "/opt/venv/lib/python3.12/site-packages/vllm/v1/engine/core.py", line 1405, in _process_engine_step\n(EngineCore_DP0 pid=5120) ERROR 07-30 11:02:47 [core.py:1346]     outputs, model_executed = self.step_fn()\n(EngineCore_DP0 pid=5120) ERROR 07-30 11:02:47 [core.py:1346]   File "/opt/venv/lib/python3.12/site-packages/vllm/v1/engine/core.py", line 402, in step\n(EngineCore_DP0 pid=5120) ERROR 07-30 11:02:47 [core.py:1346]     scheduler_output = self.scheduler.schedule()\n(EngineCore_DP0 pid=5120) ERROR 07-30 11:02:47 [core.py:1346]   File "/opt/venv/lib/python3.12/site-packages/vllm/v1/core/sched/scheduler.py", line 1298, in schedule\n(EngineCore_DP0 pid=5120) ERROR 07-30 11:02:47 [core.py:1346]     meta = self._build_kv_connector_meta(self.connector, scheduler_output)\n(EngineCore_DP0 pid=5120) ERROR 07-30 11:02:47 [core.py:1346]   File "/opt/venv/lib/python3.12/site-packages/vllm/v1/core/sched/scheduler.py", line 1320, in _build_kv_connector_meta\n(EngineCore_DP0 pid=5120) ERROR 07-30 11:02:47 [core.py:1346]     return connector.build_connector_meta(scheduler_output)\n(EngineCore_DP0 pid=5120) ERROR 07-30 11:02:47 [core.py:1346]   File "/opt/venv/lib/python3.12/site-packages/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/connector.py", line 207, in build_connector_meta\n(EngineCore_DP0 pid=5120) ERROR 07-30 11:02:47 [core.py:1346]     return self.connector_scheduler.build_connector_meta(scheduler_output)\n(EngineCore_DP0 pid=5120) ERROR 07-30 11:02:47 [core.py:1346]   File "/opt/venv/lib/python3.12/site-packages/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py", line 301, in build_connector_meta\n(EngineCore_DP0 pid=5120) ERROR 07-30 11:02:47 [core.py:1346]     raise ValueError(\n(EngineCore_DP0 pid=5120) ERROR 07-30 11:02:47 [core.py:1346] ValueError: Request chatcmpl-4b1f0c9e2d7a4e55 is not in _unfinished_requests\n',
        "ERROR 08-03 22:14:09 [core.py:1346] ValueError: Request cmpl-a81d3f-0 is not in _unfinished_requests\n",
        '(APIServer pid=1873) INFO 08-02 16:40:11 [async_llm.py:439] Added request chatcmpl-5c0e7a91d3b24f8e9a61b0c2d4e6f813-9e2f41ab.\n(EngineCore pid=1990) INFO 08-02 16:40:58 [loggers.py:257] Engine 000: Avg prompt throughput: 9120.7 tokens/s, Avg generation throughput: 811.3 tokens/s, Running: 96 reqs, Waiting: 31 reqs, Preemptions: 4, GPU KV cache usage: 97.9%, Prefix cache hit rate: 41.0%\n(EngineCore pid=1990) ERROR 08-02 16:41:02 [core.py:1346] EngineCore encountered a fatal error.\n(EngineCore pid=1990) ERROR 08-02 16:41:02 [core.py:1346] Traceback (most recent call last):\n(EngineCore pid=1990) ERROR 08-02 16:41:02 [core.py:1346]   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/core/sched/scheduler.py", line 1320, in _build_kv_connector_meta\n(EngineCore pid=1990) ERROR 08-02 16:41:02 [core.py:1346]     return connector.build_connector_meta(scheduler_output)\n(EngineCore pid=1990) ERROR 08-02 16:41:02 [core.py:1346]   File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py", line 301, in build_connector_meta\n(EngineCore pid=1990) ERROR 08-02 16:41:02 [core.py:1346]     raise ValueError(\n(EngineCore pid=1990) ERROR 08-02 16:41:02 [core.py:1346] ValueError: Request chatcmpl-5c0e7a91d3b24f8e9a61b0c2d4e6f813-9e2f41ab is not in _unfinished_requests\n'
      ],
      explanation: [
        {
          basis: [
            {
              source: {
                expect: "self._unfinished_requests.pop(req_id, None)",
                line: 189,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py"
              }
            },
            {
              source: {
                expect: "if req_id in cached_reqs.resumed_req_ids:",
                line: 249,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py"
              }
            },
            {
              source: {
                expect: 'f"Request {req_id} is not in _unfinished_requests"',
                line: 302,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py"
              }
            },
            {
              source: {
                expect: "meta = self._build_kv_connector_meta(self.connector, scheduler_output)",
                line: 1298,
                path: "vllm/v1/core/sched/scheduler.py"
              }
            },
            {
              source: {
                expect: 'logger.exception("EngineCore encountered a fatal error.")',
                line: 1346,
                path: "vllm/v1/engine/core.py"
              }
            },
            {
              source: {
                expect: "engine_core._send_engine_dead()",
                line: 1347,
                path: "vllm/v1/engine/core.py"
              }
            }
          ],
          text: "The Mooncake store connector had dropped a request that vLLM's scheduler still runs: the connector saw it preempted, and the scheduler then sent it on as a running request, not as one resumed after preemption. The error is raised inside `Scheduler.schedule()`, so EngineCore dies and every in-flight request fails."
        },
        {
          basis: [
            {
              source: {
                expect: "preempted_ids = scheduler_output.preempted_req_ids or set()",
                line: 184,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py"
              }
            },
            {
              source: {
                expect: "request_tracker.reset()",
                line: 188,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py"
              }
            },
            {
              source: {
                expect: "self._unfinished_requests.pop(req_id, None)",
                line: 189,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py"
              }
            },
            {
              source: {
                expect: "self._unfinished_requests[request.request_id] = (request, local_block_ids)",
                line: 147,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py"
              }
            }
          ],
          text: "In more detail: next to a tracker per request, the connector keeps its own `_unfinished_requests`. When the scheduler reports a request as preempted, the connector resets the request's tracker but keeps it, and drops the request from `_unfinished_requests`; only `update_state_after_alloc` puts it back."
        },
        {
          basis: [
            {
              source: {
                expect: "cached_reqs = scheduler_output.scheduled_cached_reqs",
                line: 241,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py"
              }
            },
            {
              source: {
                expect: "if not new_block_ids:",
                line: 245,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py"
              }
            },
            {
              source: {
                expect: "request_tracker = self._request_trackers[req_id]",
                line: 290,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py"
              }
            },
            {
              source: {
                expect: "req_tuple = self._unfinished_requests.get(req_id)",
                line: 292,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py"
              }
            },
            {
              source: {
                expect: 'force_skip_save = self.kv_role == "kv_consumer"',
                line: 175,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py"
              }
            },
            {
              source: {
                expect: "if not force_skip_save:",
                line: 242,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py"
              }
            },
            {
              pr: 52466
            }
          ],
          text: "In this step the scheduler listed the request among its cached (running or chunked-prefill) requests with new KV blocks, and not among `resumed_req_ids`, so the connector found a tracker but no `_unfinished_requests` entry. The check runs only when the connector saves KV: it is skipped for `kv_role` `kv_consumer`.",
          until_pr: 52466
        },
        {
          basis: [
            {
              source: {
                commit: "d626108b1841888ec90aced33367149a6bbc7e4b",
                expect: "can_process_cached = not is_consumer or self.save_decode_cache",
                line: 191,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py"
              }
            },
            {
              source: {
                commit: "d626108b1841888ec90aced33367149a6bbc7e4b",
                expect: "is_decode = num_computed_token >= prefill_end",
                line: 310,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py"
              }
            },
            {
              source: {
                commit: "d626108b1841888ec90aced33367149a6bbc7e4b",
                expect: "if is_decode and not self.save_decode_cache:",
                line: 311,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py"
              }
            },
            {
              source: {
                commit: "d626108b1841888ec90aced33367149a6bbc7e4b",
                expect: "req_tuple = self._unfinished_requests.get(req_id)",
                line: 315,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py"
              }
            },
            {
              source: {
                commit: "d626108b1841888ec90aced33367149a6bbc7e4b",
                expect: "if new_block_ids:",
                line: 332,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py"
              }
            },
            {
              pr: 52466
            }
          ],
          since_pr: 52466,
          text: "In this step the scheduler listed the request among its cached (running or chunked-prefill) requests, and not among `resumed_req_ids`, so the connector found a tracker but no `_unfinished_requests` entry; since PR #52466 the check runs whether or not the step brings new KV blocks. It runs when the connector saves KV, and on a `kv_consumer` only with `save_decode_cache` set. A tracker reset by the preemption marks the request as decoding, and this code skips such a request before the check unless `save_decode_cache` is set: after PR #52466 a preempted request that was not resumed no longer reaches this check in that state, by our reading of the code."
        },
        {
          basis: [
            {
              source: {
                expect: "for finished_req_id in scheduler_output.finished_req_ids:",
                line: 177,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py"
              }
            },
            {
              source: {
                expect: "self._request_trackers.pop(finished_req_id, None)",
                line: 180,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py"
              }
            },
            {
              source: {
                expect: "self._unfinished_requests.pop(finished_req_id, None)",
                line: 181,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py"
              }
            },
            {
              source: {
                expect: "request_tracker = self._request_trackers[req_id]",
                line: 290,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py"
              }
            }
          ],
          text: "A finished or aborted request does not reach this check. The connector drops such a request from both its trackers and `_unfinished_requests`, so if it were still scheduled, the lookup of its tracker would fail first, with a `KeyError`."
        },
        {
          basis: [
            {
              source: {
                expect: "scheduler_output = self.scheduler.schedule(self._should_throttle_prefills())",
                line: 592,
                path: "vllm/v1/engine/core.py"
              }
            },
            {
              source: {
                expect: "self.log_error_detail(scheduler_output),",
                line: 597,
                path: "vllm/v1/engine/core.py"
              }
            },
            {
              source: {
                expect: '"Dumping scheduler output for model execution: %s"',
                line: 79,
                path: "vllm/logging_utils/dump_input.py"
              }
            },
            {
              source: {
                expect: 'logger.exception("EngineCore encountered a fatal error.")',
                line: 1346,
                path: "vllm/v1/engine/core.py"
              }
            },
            {
              source: {
                expect: 'log_parts.append("Preemptions: %d")',
                line: 284,
                path: "vllm/v1/metrics/loggers.py"
              }
            }
          ],
          text: "Because the scheduler raises it before the model runs, vLLM logs it as `EngineCore encountered a fatal error.` and prints no `Dumping scheduler output` block for it. vLLM logs no line when it preempts a request; only the periodic stats lines count preemptions (`Preemptions: N`)."
        }
      ],
      id: "mooncake-store/request-not-in-unfinished-requests",
      labels: [],
      related: {
        entries: [
          "mooncake-store/group-count-mismatch",
          "mooncake-store/request-finished-tracker-none",
          "lmcache/request-not-in-unfinished-requests"
        ],
        issues: [
          51637,
          52360
        ],
        prs: [
          43281,
          46595,
          52372,
          57776
        ]
      },
      signatures: [
        {
          exception: "ValueError",
          template: "Request {req_id} is not in _unfinished_requests"
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "MooncakeStoreScheduler.build_connector_meta",
        line: 301,
        path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py",
        path_since_pr: 40900
      },
      title: "Mooncake store lost track of a running request (`Request \u2026 is not in _unfinished_requests`)",
      triggers: [
        {
          basis: [
            {
              source: {
                expect: "preempted_ids = scheduler_output.preempted_req_ids or set()",
                line: 184,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py"
              }
            },
            {
              source: {
                expect: 'log_parts.append("Preemptions: %d")',
                line: 284,
                path: "vllm/v1/metrics/loggers.py"
              }
            },
            {
              source: {
                expect: "there are times when KV cache space is insufficient to handle all batched requests",
                line: 29,
                path: "docs/configuration/optimization.md"
              }
            }
          ],
          text: "Preemption under KV-cache pressure. The stats lines then show `Preemptions: N` and a high GPU KV cache usage."
        },
        {
          basis: [
            {
              source: {
                expect: "# Decode/chunked request",
                line: 289,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py"
              }
            }
          ],
          text: "Chunked prefill of long prompts together with preemption. The failing branch is the one for decode and chunked-prefill steps."
        },
        {
          basis: [
            {
              pr: 43281
            },
            {
              pr: 46595
            }
          ],
          text: "Upgrades. The store's preemption handling changed between releases (PR #43281, PR #46595), so the same load can behave differently after an upgrade."
        },
        {
          basis: [
            {
              source: {
                expect: "self._unfinished_requests.pop(finished_req_id, None)",
                line: 181,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py"
              }
            }
          ],
          text: "Not aborts. An aborted or finished request is dropped by the connector before this check."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              pr: 43281
            },
            {
              pr: 46595
            },
            {
              pr: 52372
            },
            {
              source: {
                expect: "request_tracker.reset()",
                line: 188,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py"
              }
            },
            {
              source: {
                expect: "if req_id in cached_reqs.resumed_req_ids:",
                line: 249,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py"
              }
            }
          ],
          text: "Upgrade to the newest vLLM release and report the version you run. The store's preemption handling changed several times after the connector was added: PR #43281 keeps a preempted request's tracker (and resets it), PR #46595 recognises resumed requests through the scheduler's `resumed_req_ids`, and PR #52372, merged after the commit this catalog was read at, keeps GPU blocks referenced while store jobs run. None of them is known to fix this exact error."
        },
        {
          basis: [
            {
              source: {
                expect: "gpu_memory_utilization: float = Field(default=0.92",
                line: 69,
                path: "vllm/config/cache.py"
              }
            },
            {
              source: {
                expect: "Increase `gpu_memory_utilization`",
                line: 40,
                path: "docs/configuration/optimization.md"
              }
            },
            {
              source: {
                expect: "Decrease `max_num_seqs` or `max_num_batched_tokens`",
                line: 41,
                path: "docs/configuration/optimization.md"
              }
            },
            {
              source: {
                expect: "Increase `tensor_parallel_size`",
                line: 42,
                path: "docs/configuration/optimization.md"
              }
            },
            {
              source: {
                expect: "Increase `pipeline_parallel_size`",
                line: 43,
                path: "docs/configuration/optimization.md"
              }
            },
            {
              docs: "https://docs.vllm.ai/en/stable/configuration/optimization/"
            }
          ],
          text: "Cause fewer preemptions by giving the KV cache more room. Raise `--gpu-memory-utilization` (default 0.92), lower `--max-num-seqs` or `--max-num-batched-tokens`, or raise `--tensor-parallel-size` / `--pipeline-parallel-size`."
        },
        {
          basis: [
            {
              source: {
                expect: "raise ValueError(",
                line: 301,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py"
              }
            },
            {
              source: {
                expect: "if self.connector is not None:",
                line: 1297,
                path: "vllm/v1/core/sched/scheduler.py"
              }
            }
          ],
          confirms_cause: true,
          text: "Check that the store connector is the cause. Run the same load without the Mooncake store (drop `MooncakeStoreConnector` from `--kv-transfer-config`). If the crash goes away, the problem is in the connector's bookkeeping."
        },
        {
          basis: [
            {
              source: {
                expect: "raise ValueError(",
                line: 301,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py"
              }
            },
            {
              source: {
                expect: "if req_meta is not None:",
                line: 326,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py"
              }
            }
          ],
          last_resort: true,
          text: "Last resort only: patch `MooncakeStoreScheduler.build_connector_meta` locally to skip that request instead of raising. This keeps the engine up, but the connector's bookkeeping stays wrong. That request's KV may not be saved, and the disagreement can come back as a different error or as wrong cache contents. Treat it as a stopgap while the cause is found, not as a fix."
        }
      ]
    },
    {
      asks: [
        {
          how: "Including `--kv-transfer-config`, `--mamba-cache-mode` and any context-parallel sizes you set.",
          id: "launch-command",
          satisfied_by: [
            {
              kind: "kv-transfer-config"
            }
          ],
          text: "The model you serve and the full `vllm serve` command line."
        },
        {
          how: "`python collect_env.py` (the `vLLM Version :` line) or `pip show vllm`.",
          id: "vllm-version",
          satisfied_by: [
            {
              kind: "vllm-version"
            }
          ],
          text: "The vLLM version."
        }
      ],
      connector: "MooncakeStoreConnector",
      examples: [
        `(EngineCore_DP0 pid=4410) ERROR 08-12 10:03:55 [core.py:1344] EngineCore failed to start.
(EngineCore_DP0 pid=4410) ERROR 08-12 10:03:55 [core.py:1344] Traceback (most recent call last):
(EngineCore_DP0 pid=4410) ERROR 08-12 10:03:55 [core.py:1344]   File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/connector.py", line 150, in __init__
(EngineCore_DP0 pid=4410) ERROR 08-12 10:03:55 [core.py:1344]     self._validate_kv_cache_config(vllm_config, kv_cache_config)
(EngineCore_DP0 pid=4410) ERROR 08-12 10:03:55 [core.py:1344]   File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/connector.py", line 124, in _validate_kv_cache_config
(EngineCore_DP0 pid=4410) ERROR 08-12 10:03:55 [core.py:1344]     raise ValueError(
(EngineCore_DP0 pid=4410) ERROR 08-12 10:03:55 [core.py:1344] ValueError: MooncakeStoreConnector does not support: group 1: MambaSpec with block_size=1056 != cache_config.block_size=16 (mamba_cache_mode != 'align')
`,
        "ValueError: MooncakeStoreConnector does not support: PCP/DCP > 1 (pcp=1, dcp=4) with hybrid attention\n"
      ],
      explanation: [
        {
          basis: [
            {
              source: {
                expect: "for g_idx, g in enumerate(kv_cache_config.kv_cache_groups):",
                line: 106,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/connector.py"
              }
            },
            {
              source: {
                expect: 'unsupported.append(f"group {g_idx}: CrossAttentionSpec")',
                line: 109,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/connector.py"
              }
            },
            {
              source: {
                expect: "if isinstance(spec, MambaSpec) and spec.block_size != cache_block_size:",
                line: 111,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/connector.py"
              }
            },
            {
              source: {
                expect: "if len(kv_cache_config.kv_cache_groups) > 1 and pcp * dcp > 1:",
                line: 119,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/connector.py"
              }
            },
            {
              source: {
                expect: "self._validate_kv_cache_config(vllm_config, kv_cache_config)",
                line: 150,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/connector.py"
              }
            }
          ],
          text: "When it is created, the Mooncake store connector checks the KV cache groups vLLM chose for the model and found something it cannot store; the message lists each item: a group with cross-attention (`CrossAttentionSpec`), a Mamba group whose block size differs from the cache block size (`mamba_cache_mode != 'align'`), or prefill or decode context parallelism (`PCP`/`DCP` > 1) with hybrid attention, that is more than one KV-cache group. The engine fails to start."
        },
        {
          basis: [
            {
              source: {
                expect: "# Capacity-only: contributes its segment to the store pool but transfers",
                line: 142,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/connector.py"
              }
            },
            {
              source: {
                expect: 'self._capacity_only = self.kv_role == "kv_consumer" and not (',
                line: 144,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/connector.py"
              }
            },
            {
              source: {
                expect: "if not self._capacity_only:",
                line: 149,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/connector.py"
              }
            }
          ],
          text: 'The check is skipped for a capacity-only member of the store: `kv_role` `kv_consumer` with `"enable_lookup": false` in `kv_connector_extra_config`, which contributes memory but transfers no KV.'
        }
      ],
      id: "mooncake-store/unsupported-kv-cache-config",
      labels: [],
      signatures: [
        {
          exception: "ValueError",
          template: "MooncakeStoreConnector does not support: <expr: '; '.join(unsupported)>"
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "MooncakeStoreConnector._validate_kv_cache_config",
        line: 124,
        path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/connector.py",
        path_since_pr: 40900
      },
      title: "The Mooncake store connector cannot handle this model's KV cache layout (`MooncakeStoreConnector does not support: \u2026`)",
      triggers: [
        {
          basis: [
            {
              source: {
                expect: `f"{cache_block_size} (mamba_cache_mode != 'align')"`,
                line: 115,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/connector.py"
              }
            },
            {
              source: {
                expect: 'cache_config.mamba_cache_mode = "none"',
                line: 632,
                path: "vllm/model_executor/models/config.py"
              }
            },
            {
              source: {
                expect: "cache_config.mamba_block_size = model_config.max_model_len",
                line: 637,
                path: "vllm/model_executor/models/config.py"
              }
            }
          ],
          text: "A hybrid Mamba model with prefix caching off: vLLM then sets the Mamba cache mode to `none` and the Mamba block size to the model's maximum length, whatever `--mamba-cache-mode` says."
        },
        {
          basis: [
            {
              source: {
                expect: "if len(kv_cache_config.kv_cache_groups) > 1 and pcp * dcp > 1:",
                line: 119,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/connector.py"
              }
            },
            {
              source: {
                expect: '"--decode-context-parallel-size",',
                line: 1055,
                path: "vllm/engine/arg_utils.py"
              }
            },
            {
              source: {
                expect: '"--prefill-context-parallel-size",',
                line: 1072,
                path: "vllm/engine/arg_utils.py"
              }
            }
          ],
          text: "`--prefill-context-parallel-size` or `--decode-context-parallel-size` above 1 on a model with several KV-cache groups."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              source: {
                expect: '"--enable-prefix-caching",',
                line: 1218,
                path: "vllm/engine/arg_utils.py"
              }
            },
            {
              source: {
                expect: "if cache_config.enable_prefix_caching:",
                line: 602,
                path: "vllm/model_executor/models/config.py"
              }
            },
            {
              source: {
                expect: 'cache_config.mamba_cache_mode = "align"',
                line: 604,
                path: "vllm/model_executor/models/config.py"
              }
            },
            {
              source: {
                expect: "assert vllm_config.scheduler_config.enable_chunked_prefill, (",
                line: 622,
                path: "vllm/model_executor/models/config.py"
              }
            },
            {
              source: {
                expect: "cache_config.mamba_block_size = cache_config.block_size",
                line: 629,
                path: "vllm/model_executor/models/config.py"
              }
            },
            {
              source: {
                expect: 'cache_config.mamba_cache_mode = "none"',
                line: 632,
                path: "vllm/model_executor/models/config.py"
              }
            }
          ],
          text: "For the Mamba item, enable prefix caching (`--enable-prefix-caching`) with chunked prefill on: then the Mamba block size is the cache block size, and the mode becomes `align` unless you chose another. `--mamba-cache-mode align` alone does not help, because with prefix caching off vLLM resets it to `none`."
        },
        {
          basis: [
            {
              source: {
                expect: 'f"PCP/DCP > 1 (pcp={pcp}, dcp={dcp}) with hybrid attention"',
                line: 121,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/connector.py"
              }
            }
          ],
          text: "For the PCP/DCP item, run without prefill or decode context parallelism, or without the Mooncake store connector."
        },
        {
          basis: [
            {
              source: {
                expect: "if isinstance(spec, CrossAttentionSpec):",
                line: 108,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/connector.py"
              }
            }
          ],
          text: "For a cross-attention group, the Mooncake store connector cannot be used with this model."
        }
      ]
    },
    {
      asks: [
        {
          how: "`python collect_env.py` (the `vLLM Version :` line) or `pip show vllm`.",
          id: "vllm-version",
          satisfied_by: [
            {
              kind: "vllm-version"
            }
          ],
          text: "The vLLM version."
        }
      ],
      connector: "MooncakeStoreConnector",
      examples: [
        `(EngineCore_DP0 pid=1337) ERROR 05-15 16:20:02 [core.py:1102] EngineCore encountered a fatal error.
(EngineCore_DP0 pid=1337) ERROR 05-15 16:20:02 [core.py:1102] Traceback (most recent call last):
(EngineCore_DP0 pid=1337) ERROR 05-15 16:20:02 [core.py:1102]   File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py", line 288, in build_connector_meta
(EngineCore_DP0 pid=1337) ERROR 05-15 16:20:02 [core.py:1102]     request_tracker.update(new_block_ids)
(EngineCore_DP0 pid=1337) ERROR 05-15 16:20:02 [core.py:1102]   File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/data.py", line 176, in update
(EngineCore_DP0 pid=1337) ERROR 05-15 16:20:02 [core.py:1102]     raise ValueError(f"Unsupported new_block_ids type {type(new_block_ids)}")
(EngineCore_DP0 pid=1337) ERROR 05-15 16:20:02 [core.py:1102] ValueError: Unsupported new_block_ids type <class 'tuple'>
`,
        `Traceback (most recent call last):
  File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/data.py", line 176, in update
    raise ValueError(f"Unsupported new_block_ids type {type(new_block_ids)}")
ValueError: Unsupported new_block_ids type <class 'NoneType'>
`
      ],
      explanation: [
        {
          basis: [
            {
              source: {
                commit: "ebeb09d82",
                expect: 'raise ValueError(f"Unsupported new_block_ids type {type(new_block_ids)}")',
                line: 176,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/data.py"
              }
            },
            {
              source: {
                expect: "if len(new_block_ids) != len(self.allocated_block_ids):",
                line: 342,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/data.py"
              }
            },
            {
              pr: 40900
            },
            {
              pr: 42828
            }
          ],
          text: "This is the Mooncake store's original check on the block ids a running request receives (PR #40900). PR #42828 (HMA support for the Mooncake store) removed it, and the same place now raises `Group count mismatch: \u2026`, so a Mooncake-store traceback with this message comes from a build before PR #42828."
        },
        {
          basis: [
            {
              source: {
                commit: "ebeb09d82",
                expect: "if not new_block_ids:",
                line: 233,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py"
              }
            },
            {
              source: {
                commit: "ebeb09d82",
                expect: "if len(new_block_ids) == 0:",
                line: 169,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/data.py"
              }
            },
            {
              source: {
                commit: "ebeb09d82",
                expect: "elif isinstance(new_block_ids, tuple):",
                line: 171,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/data.py"
              }
            },
            {
              source: {
                commit: "ebeb09d82",
                expect: "elif isinstance(new_block_ids, list):",
                line: 173,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/data.py"
              }
            }
          ],
          text: "With vLLM's own scheduler the check is effectively unreachable: the connector skips empty block ids before it calls the tracker, and the tracker handles tuples (using the first group) and lists, which is what the scheduler hands over. No cause for it is known."
        }
      ],
      fixed_in: {
        basis: [
          {
            pr: 42828
          }
        ],
        pr: 42828
      },
      id: "mooncake-store/unsupported-new-block-ids-type",
      labels: [],
      related: {
        entries: [
          "mooncake-store/group-count-mismatch",
          "lmcache/unsupported-new-block-ids-type"
        ],
        prs: [
          40900,
          42828
        ]
      },
      signatures: [
        {
          exception: "ValueError",
          template: "Unsupported new_block_ids type {type(new_block_ids)}"
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "RequestTracker.update",
        line: 176,
        note: "This message is the store's original form from PR #40900 (data.py:176 there). PR #42828 removed it before the pinned commit; the link points at PR #40900's merge.",
        path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/data.py",
        path_since_pr: 40900,
        ref: "ebeb09d82"
      },
      title: "Mooncake store (before PR #42828) got new block ids of an unexpected type",
      triggers: [
        {
          basis: [
            {
              pr: 42828
            },
            {
              source: {
                commit: "ebeb09d82",
                expect: "if not new_block_ids:",
                line: 233,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py"
              }
            }
          ],
          text: "Not known. Only a Mooncake store from before PR #42828 has this check, and vLLM's own scheduler does not reach it."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              pr: 42828
            }
          ],
          fixed_by_pr: 42828,
          text: "Upgrade to a release that contains PR #42828, which removed this check, and report the traceback with your vLLM version."
        }
      ]
    },
    {
      asks: [
        {
          how: "`pip show vllm-ascend mooncake-transfer-engine` and the CANN toolkit version.",
          id: "versions",
          satisfied_by: [
            {
              kind: "package-version",
              package: "mooncake-transfer-engine"
            }
          ],
          text: "The vllm-ascend, CANN and Mooncake versions."
        },
        {
          how: "The `E\u2026`/`I\u2026` lines (`ascend_direct_transport.cpp`, `transfer_engine`) just before `Mooncake transfer failed`.",
          id: "mooncake-log",
          satisfied_by: [],
          text: "Mooncake's log lines printed before the error on the decode instance."
        },
        {
          how: "The `--kv-transfer-config` JSON of both instances.",
          id: "kv-transfer-config",
          satisfied_by: [
            {
              kind: "kv-transfer-config"
            }
          ],
          text: "Your `kv_transfer_config`, with `kv_connector_extra_config`."
        }
      ],
      connector: "MooncakeConnector",
      examples: [
        "E20260312 09:41:20.118204  4410 ascend_direct_transport.cpp:820] Failed to connect to target: 10.0.3.7:25120, status: 103900\n(Worker_DP0_TP0 pid=4301) ERROR 03-12 09:41:20 [mooncake_connector.py:1012] Mooncake transfer failed for request. remote_request_id=cmpl-7c1d0e2a-0, ret=-1. \n(Worker_DP0_TP0 pid=4301) ERROR 03-12 09:41:20 [mooncake_connector.py:727] Failed to transfer KV cache for request cmpl-7c1d0e2a-0: Mooncake transfer failed, ret: -1\n"
      ],
      explanation: [
        {
          basis: [
            {
              project_source: {
                commit: "182b75ea84ff13ece27b57391331ef8935410aea",
                expect: "ret = self.engine.batch_transfer_sync_read(session_id, src_list, dst_list, length_list)",
                line: 1010,
                path: "vllm_ascend/distributed/kv_transfer/kv_p2p/mooncake_connector.py",
                repository: "vllm-project/vllm-ascend"
              }
            },
            {
              project_source: {
                commit: "182b75ea84ff13ece27b57391331ef8935410aea",
                expect: 'raise RuntimeError(f"Mooncake transfer failed, ret: {ret}")',
                line: 1017,
                path: "vllm_ascend/distributed/kv_transfer/kv_p2p/mooncake_connector.py",
                repository: "vllm-project/vllm-ascend"
              }
            },
            {
              project_source: {
                commit: "182b75ea84ff13ece27b57391331ef8935410aea",
                expect: 'self._mark_failed_recv_request(request_id, req_meta["local_block_ids"])',
                line: 726,
                path: "vllm_ascend/distributed/kv_transfer/kv_p2p/mooncake_connector.py",
                repository: "vllm-project/vllm-ascend"
              }
            },
            {
              project_source: {
                commit: "182b75ea84ff13ece27b57391331ef8935410aea",
                expect: 'logger.exception("Failed to transfer KV cache for request %s: %s", remote_request_id, e)',
                line: 727,
                path: "vllm_ascend/distributed/kv_transfer/kv_p2p/mooncake_connector.py",
                repository: "vllm-project/vllm-ascend"
              }
            }
          ],
          text: "This comes from vllm-ascend, not from vLLM: on the decode side its Mooncake connector reads the request's KV cache from the prefill instance with Mooncake's `batch_transfer_sync_read`, and the call returned a negative status (`ret`). vllm-ascend logs `Mooncake transfer failed for request \u2026`, raises `Mooncake transfer failed, ret: \u2026`, catches it, logs `Failed to transfer KV cache for request \u2026` and marks the request's blocks as failed to receive. The status alone does not say why; Mooncake's own log lines just before it (`ascend_direct_transport.cpp`, `transfer_engine`: a failed connection, a timeout, a status code) do."
        }
      ],
      id: "mooncake/ascend-transfer-failed",
      labels: [],
      raised_by: "vllm-ascend's Mooncake connector (`vllm_ascend.distributed`), on Mooncake's transfer engine",
      related: {
        entries: [
          "mooncake/ascend-transport-not-found",
          "mooncake/transfer-failed"
        ]
      },
      review: "draft",
      signatures: [
        {
          exception: "RuntimeError",
          template: "Mooncake transfer failed, ret: {ret}"
        },
        {
          log_file: "mooncake_connector.py",
          template: "Failed to transfer KV cache for request %s: %s"
        },
        {
          template: "Mooncake transfer failed for request. remote_request_id=%s, ret=%d. "
        },
        {
          ref: "d5a1df95520260f7d972ed91f1f9b2d40d72d084",
          template: "Mooncake transfer failed for request %s"
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "KVConnectorFactory.get_connector_class",
        line: 0,
        note: "Not a vLLM raise site: vllm-ascend's Mooncake connectors (loaded through kv_connector_module_path) raise and log these (raised_in). Before vllm-ascend's commit d8c7fe58 the error line read `Mooncake transfer failed for request %s`.",
        path: "vllm/distributed/kv_transfer/kv_connector/factory.py",
        raised_in: {
          commit: "182b75ea84ff13ece27b57391331ef8935410aea",
          expect: 'raise RuntimeError(f"Mooncake transfer failed, ret: {ret}")',
          line: 1017,
          path: "vllm_ascend/distributed/kv_transfer/kv_p2p/mooncake_connector.py",
          project: "vllm-ascend",
          repository: "vllm-project/vllm-ascend"
        }
      },
      title: "vllm-ascend's Mooncake connector could not pull a request's KV cache (`Mooncake transfer failed, ret: -1`)",
      triggers: [
        {
          basis: [
            {
              project_source: {
                commit: "182b75ea84ff13ece27b57391331ef8935410aea",
                expect: "batch_transfer_sync_read",
                line: 1010,
                path: "vllm_ascend/distributed/kv_transfer/kv_p2p/mooncake_connector.py",
                repository: "vllm-project/vllm-ascend"
              }
            },
            {
              thread: "https://github.com/vllm-project/vllm-ascend/issues/5635"
            }
          ],
          text: "The decode instance cannot reach the prefill instance over the transport Mooncake uses on Ascend (Mooncake logs `Failed to connect to target` or a connect timeout before the error)."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              thread: "https://github.com/vllm-project/vllm-ascend/issues/5635"
            }
          ],
          investigates: true,
          text: "Read Mooncake's log lines just before the error on the decode instance: they name the prefill address and the transport's status. In vllm-ascend#5635 the reply was to check the environment against vllm-ascend's Mooncake P/D deployment tutorial (its CANN version requirement, and `\"use_ascend_direct\": true` in `kv_connector_extra_config`)."
        },
        {
          basis: [
            {
              project_source: {
                commit: "182b75ea84ff13ece27b57391331ef8935410aea",
                expect: 'raise RuntimeError(f"Mooncake transfer failed, ret: {ret}")',
                line: 1017,
                path: "vllm_ascend/distributed/kv_transfer/kv_p2p/mooncake_connector.py",
                repository: "vllm-project/vllm-ascend"
              }
            }
          ],
          text: "The connector and its transfer code are vllm-ascend's: report it at https://github.com/vllm-project/vllm-ascend/issues with the vllm-ascend, CANN and Mooncake versions and Mooncake's log lines, when the connection itself is fine."
        }
      ]
    },
    {
      asks: [
        {
          how: "`pip show mooncake-transfer-engine`, or the cmake options if built from source.",
          id: "mooncake-install",
          satisfied_by: [
            {
              kind: "package-version",
              package: "mooncake-transfer-engine"
            }
          ],
          text: "How Mooncake was installed (wheel, or built from source with which options)."
        },
        {
          how: 'The output of `python -c "from mooncake.engine import TransferEngine"`.',
          id: "import-check",
          satisfied_by: [],
          text: "The result of importing the transfer engine directly."
        }
      ],
      connector: "MooncakeConnector",
      examples: [
        '(EngineCore_DP0 pid=318) ERROR 03-03 08:21:44 [core.py:946]   File "/usr/local/python3.11.13/lib/python3.11/site-packages/vllm_ascend/distributed/mooncake_connector.py", line 25, in <module>\n(EngineCore_DP0 pid=318) ERROR 03-03 08:21:44 [core.py:946]     from mooncake.engine import TransferEngine  # type: ignore\n(EngineCore_DP0 pid=318) ERROR 03-03 08:21:44 [core.py:946] ImportError: ascend_transport.so: cannot open shared object file: No such file or directory\n'
      ],
      explanation: [
        {
          basis: [
            {
              project_source: {
                commit: "182b75ea84ff13ece27b57391331ef8935410aea",
                expect: "from mooncake.engine import TransferEngine",
                line: 25,
                path: "vllm_ascend/distributed/kv_transfer/kv_p2p/mooncake_connector.py",
                repository: "vllm-project/vllm-ascend"
              }
            },
            {
              project_source: {
                commit: "3b5a594133958449a1feaf1c9e0fc1b553e34a28",
                expect: "target_link_libraries(transfer_engine PUBLIC ascend_transport)",
                line: 175,
                path: "mooncake-transfer-engine/src/CMakeLists.txt",
                repository: "kvcache-ai/Mooncake"
              }
            },
            {
              project_source: {
                commit: "3b5a594133958449a1feaf1c9e0fc1b553e34a28",
                expect: "if(USE_ASCEND_DIRECT OR USE_UBSHMEM)",
                line: 310,
                path: "mooncake-integration/CMakeLists.txt",
                repository: "kvcache-ai/Mooncake"
              }
            },
            {
              project_source: {
                commit: "3b5a594133958449a1feaf1c9e0fc1b553e34a28",
                expect: "install(TARGETS ascend_transport",
                line: 311,
                path: "mooncake-integration/CMakeLists.txt",
                repository: "kvcache-ai/Mooncake"
              }
            }
          ],
          text: "Neither vLLM nor vllm-ascend raised this: vllm-ascend's Mooncake connector imports Mooncake's transfer engine (`from mooncake.engine import TransferEngine`), and the system's loader could not find `ascend_transport.so`, the library Mooncake's engine is linked against when Mooncake is built for Ascend (`USE_ASCEND_DIRECT`). Mooncake's build installs that library beside its Python package; when Mooncake was built or installed another way, the library can sit in a directory the loader does not search."
        }
      ],
      id: "mooncake/ascend-transport-not-found",
      labels: [],
      raised_by: "the dynamic loader, importing Mooncake's Ascend build for vllm-ascend",
      related: {
        entries: [
          "mooncake/not-available"
        ]
      },
      review: "draft",
      signatures: [
        {
          exception: "ImportError",
          template: "ascend_transport.so: cannot open shared object file: No such file or directory"
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "KVConnectorFactory.get_connector_class",
        line: 0,
        note: "Not a vLLM raise site: vllm-ascend's Mooncake connectors (loaded through kv_connector_module_path) import mooncake.engine, and the system's dynamic loader raises the ImportError when Mooncake's engine module cannot find the Ascend transport library it was linked with (raised_in is that import).",
        path: "vllm/distributed/kv_transfer/kv_connector/factory.py",
        raised_in: {
          commit: "182b75ea84ff13ece27b57391331ef8935410aea",
          expect: "from mooncake.engine import TransferEngine",
          line: 25,
          path: "vllm_ascend/distributed/kv_transfer/kv_p2p/mooncake_connector.py",
          project: "vllm-ascend",
          repository: "vllm-project/vllm-ascend"
        }
      },
      title: "vllm-ascend could not load Mooncake's Ascend transport library (`ascend_transport.so: cannot open shared object file`)",
      triggers: [
        {
          basis: [
            {
              project_source: {
                commit: "182b75ea84ff13ece27b57391331ef8935410aea",
                expect: "from mooncake.engine import TransferEngine",
                line: 25,
                path: "vllm_ascend/distributed/kv_transfer/kv_p2p/mooncake_connector.py",
                repository: "vllm-project/vllm-ascend"
              }
            },
            {
              thread: "https://github.com/vllm-project/vllm-ascend/issues/6949"
            }
          ],
          text: "Starting vLLM with vllm-ascend's Mooncake connector (`kv_connector_module_path` under `vllm_ascend.distributed`) where Mooncake's Ascend build is installed but `ascend_transport.so` is outside the loader's search path."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              thread: "https://github.com/vllm-project/vllm-ascend/issues/6949"
            },
            {
              project_source: {
                commit: "3b5a594133958449a1feaf1c9e0fc1b553e34a28",
                expect: "install(TARGETS ascend_transport",
                line: 311,
                path: "mooncake-integration/CMakeLists.txt",
                repository: "kvcache-ai/Mooncake"
              }
            }
          ],
          text: 'Find `ascend_transport.so` from the Mooncake installation (`find / -name ascend_transport.so`) and make it visible to the loader, for example by adding its directory to `LD_LIBRARY_PATH`; the reporter of vllm-ascend#6949 solved it by adding `/usr/local/lib`. Then check with `python -c "from mooncake.engine import TransferEngine"`. The fix belongs to the Mooncake installation, not to vLLM.'
        }
      ]
    },
    {
      asks: [
        {
          how: "The 30 or so lines before `Mooncake batch memory registration failed.` in the same worker's output.",
          id: "mooncake-log",
          satisfied_by: [
            {
              kind: "library-log"
            }
          ],
          text: "The Mooncake log lines printed before the error."
        },
        {
          how: "The `--kv-transfer-config` JSON that you start vLLM with.",
          id: "kv-transfer-config",
          satisfied_by: [
            {
              kind: "kv-transfer-config"
            }
          ],
          text: "Your `kv_transfer_config`, including `kv_connector_extra_config`."
        },
        {
          how: "`pip show mooncake-transfer-engine`. collect_env does not list it.",
          id: "mooncake-version",
          satisfied_by: [
            {
              kind: "package-version",
              package: "mooncake-transfer-engine"
            }
          ],
          text: "The Mooncake package version."
        }
      ],
      connector: "MooncakeConnector",
      examples: [
        '(Worker_TP1 pid=2714) ERROR 08-09 06:55:31 [multiproc_executor.py:927] WorkerProc failed to start.\n(Worker_TP1 pid=2714) ERROR 08-09 06:55:31 [multiproc_executor.py:927] Traceback (most recent call last):\n(Worker_TP1 pid=2714) ERROR 08-09 06:55:31 [multiproc_executor.py:927]   File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py", line 1727, in register_kv_caches\n(Worker_TP1 pid=2714) ERROR 08-09 06:55:31 [multiproc_executor.py:927]     raise RuntimeError("Mooncake batch memory registration failed.")\n(Worker_TP1 pid=2714) ERROR 08-09 06:55:31 [multiproc_executor.py:927] RuntimeError: Mooncake batch memory registration failed.\n',
        "RuntimeError: Mooncake batch memory registration failed.\n"
      ],
      explanation: [
        {
          basis: [
            {
              source: {
                expect: "kv_data_ptrs.append(storage_addr)",
                line: 1716,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            },
            {
              source: {
                expect: "kv_data_lens.append(storage.nbytes())",
                line: 1717,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            },
            {
              source: {
                expect: "ret_value = self.engine.batch_register_memory(kv_data_ptrs, kv_data_lens)",
                line: 1725,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            },
            {
              source: {
                expect: 'raise RuntimeError("Mooncake batch memory registration failed.")',
                line: 1727,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            }
          ],
          text: "When the P2P `MooncakeConnector` worker registers the KV cache with Mooncake's transfer engine, it passes the address and size of each KV cache tensor's storage to `batch_register_memory`, and the call returned a non-zero status, so the worker fails to start. vLLM does not say why; Mooncake's own log lines printed just before are the lead."
        },
        {
          basis: [
            {
              source: {
                expect: "`WITH_NVIDIA_PEERMEM`: Selects how mooncake registers GPU memory for RDMA.",
                line: 49,
                path: "docs/features/mooncake_connector_usage.md"
              }
            },
            {
              source: {
                expect: "requires the `nvidia-peermem` kernel module to be loaded",
                line: 50,
                path: "docs/features/mooncake_connector_usage.md"
              }
            },
            {
              source: {
                expect: "Set to 0 to use the DMA-BUF path",
                line: 51,
                path: "docs/features/mooncake_connector_usage.md"
              }
            },
            {
              source: {
                expect: "`Failed to register memory <addr>: Bad address [14]`",
                line: 53,
                path: "docs/features/mooncake_connector_usage.md"
              }
            }
          ],
          text: "vLLM's Mooncake guide names one case where Mooncake cannot register GPU memory for RDMA: by default (`WITH_NVIDIA_PEERMEM=1`) it needs the `nvidia-peermem` kernel module, and on hosts without it, such as GB200, Mooncake logs `Failed to register memory <addr>: Bad address [14]`; `WITH_NVIDIA_PEERMEM=0` selects the DMA-BUF path instead."
        }
      ],
      id: "mooncake/batch-memory-registration-failed",
      labels: [],
      related: {
        entries: [
          "mooncake/transfer-engine-init-failed"
        ]
      },
      signatures: [
        {
          exception: "RuntimeError",
          template: "Mooncake batch memory registration failed."
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "MooncakeConnectorWorker.register_kv_caches",
        line: 1727,
        path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py",
        path_since_pr: 31034
      },
      title: "MooncakeConnector could not register the KV cache memory with Mooncake (`Mooncake batch memory registration failed.`)",
      triggers: [
        {
          basis: [
            {
              source: {
                expect: "requires the `nvidia-peermem` kernel module to be loaded",
                line: 50,
                path: "docs/features/mooncake_connector_usage.md"
              }
            },
            {
              source: {
                expect: "`Failed to register memory <addr>: Bad address [14]`",
                line: 53,
                path: "docs/features/mooncake_connector_usage.md"
              }
            }
          ],
          text: "Mooncake's default GPU-memory registration on a host without the `nvidia-peermem` kernel module (Mooncake then logs `Failed to register memory \u2026 Bad address [14]`)."
        },
        {
          basis: [
            {
              source: {
                expect: 'self.hostname, "P2PHANDSHAKE", protocol, device_name',
                line: 938,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            },
            {
              source: {
                expect: "ret_value = self.engine.batch_register_memory(kv_data_ptrs, kv_data_lens)",
                line: 1725,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            }
          ],
          text: "A transfer protocol or device (`mooncake_protocol`, `device_name`) with which Mooncake cannot register this node's GPU memory."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              source: {
                expect: "Set to 0 to use the DMA-BUF path",
                line: 51,
                path: "docs/features/mooncake_connector_usage.md"
              }
            },
            {
              source: {
                expect: "docker run -e WITH_NVIDIA_PEERMEM=0",
                line: 52,
                path: "docs/features/mooncake_connector_usage.md"
              }
            },
            {
              docs: "https://docs.vllm.ai/en/latest/features/mooncake_connector_usage/"
            }
          ],
          investigates: true,
          text: "Read Mooncake's log lines just before the error. If they show `Failed to register memory \u2026 Bad address [14]` on a host without `nvidia-peermem`, start vLLM with `WITH_NVIDIA_PEERMEM=0` in its environment (read by Mooncake)."
        },
        {
          basis: [
            {
              source: {
                expect: '"mooncake_protocol", "rdma"',
                line: 929,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            },
            {
              source: {
                expect: '"device_name", ""',
                line: 932,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            }
          ],
          text: "Otherwise check that `mooncake_protocol` and `device_name` in `kv_connector_extra_config` fit the node's network devices."
        }
      ]
    },
    {
      asks: [
        {
          how: "The proxy's command line or configuration, and the prefill instances' `VLLM_MOONCAKE_BOOTSTRAP_PORT`.",
          id: "proxy-config",
          satisfied_by: [],
          text: "How the proxy or router passes `remote_bootstrap_addr` and `remote_engine_id` to the decode instance."
        },
        {
          how: "The `--kv-transfer-config` JSON of each instance.",
          id: "kv-transfer-config",
          satisfied_by: [
            {
              kind: "kv-transfer-config"
            }
          ],
          text: "The `kv_transfer_config` of the prefill and the decode instances."
        },
        {
          how: "`python collect_env.py` (the `vLLM Version :` line) on each node.",
          id: "vllm-version",
          satisfied_by: [
            {
              kind: "vllm-version"
            }
          ],
          text: "The vLLM version on both sides."
        }
      ],
      connector: "MooncakeConnector",
      examples: [
        "(Worker_TP0 pid=3301) ERROR 08-11 09:02:13 [mooncake_connector.py:1923] Failed to connect to bootstrap server http://10.20.0.5:8998: All connection attempts failed\n(Worker_TP0 pid=3301) ERROR 08-11 09:02:13 [mooncake_connector.py:1980] Failed to find remote engine_id 3c9a1e2f-6b7d-4e8f-9a0b-1c2d3e4f5a6b from bootstrap server http://10.20.0.5:8998\n",
        "(Worker_DP1_TP0 pid=3422) ERROR 08-11 11:40:27 [mooncake_connector.py:1980] Failed to find remote engine_id 7e1b2c3d-4f5a-4b6c-8d7e-9f0a1b2c3d4e from bootstrap server http://prefill-0.pd.svc:8998\n"
      ],
      explanation: [
        {
          basis: [
            {
              source: {
                expect: 'url = remote_bootstrap_addr + "/query"',
                line: 1906,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            },
            {
              source: {
                expect: "response = await client.get(url)",
                line: 1909,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            },
            {
              source: {
                expect: 'remote_engine_id = dp_entry["engine_id"]',
                line: 1913,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            },
            {
              source: {
                expect: "except Exception as e:",
                line: 1922,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            },
            {
              source: {
                expect: "if remote_engine_id not in self._remote_agents:",
                line: 1979,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            },
            {
              source: {
                expect: "return",
                line: 1985,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            }
          ],
          text: "On the decode side, `MooncakeConnector` asks the prefill instance's bootstrap server (`GET <remote_bootstrap_addr>/query`) where that engine's workers listen, and the request failed. It then logs `Failed to find remote engine_id \u2026 from bootstrap server \u2026` and does not load the KV of those requests. `Failed to find remote engine_id` alone means the server answered but did not list that engine."
        },
        {
          basis: [
            {
              source: {
                expect: 'remote_bootstrap_addr=kv_transfer_params["remote_bootstrap_addr"],',
                line: 462,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            },
            {
              source: {
                expect: '"bootstrap_addr": make_http_path(hostname, bootstrap_port or 8998),',
                line: 91,
                path: "examples/disaggregated/mooncake_connector/mooncake_connector_proxy.py"
              }
            },
            {
              source: {
                expect: '"remote_bootstrap_addr": prefill_client_info["bootstrap_addr"],',
                line: 302,
                path: "examples/disaggregated/mooncake_connector/mooncake_connector_proxy.py"
              }
            },
            {
              source: {
                expect: 'self.bootstrap_server = MooncakeBootstrapServer("0.0.0.0", port)',
                line: 1001,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            },
            {
              source: {
                expect: "if get_tensor_model_parallel_rank() != 0:",
                line: 2147,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            },
            {
              source: {
                expect: "VLLM_MOONCAKE_BOOTSTRAP_PORT: int = 8998",
                line: 229,
                path: "vllm/envs.py"
              }
            },
            {
              source: {
                expect: 'url = make_zmq_path("http", host, port) + "/register"',
                line: 1104,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            }
          ],
          text: "The address comes with the request, in `kv_transfer_params[\"remote_bootstrap_addr\"]`, which the proxy sets; vLLM's example proxy uses the prefill's host and port 8998 unless told another port. The prefill instance runs the bootstrap server on its first worker, at `VLLM_MOONCAKE_BOOTSTRAP_PORT` (default 8998), and its workers register there."
        },
        {
          basis: [
            {
              source: {
                expect: "return set()",
                line: 414,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/base.py"
              }
            },
            {
              pr: 50984
            }
          ],
          text: "At the commit this catalog was read at, the connector only logs this; it does not report a failed load to the scheduler, so `kv_load_failure_policy` does not apply to it. PR #50984, merged later, makes the connector report failed remote KV loads."
        }
      ],
      id: "mooncake/bootstrap-connect-failed",
      labels: [],
      related: {
        entries: [
          "mooncake/transfer-failed"
        ],
        prs: [
          31034,
          50984
        ]
      },
      signatures: [
        {
          template: "Failed to connect to bootstrap server %s: %s"
        },
        {
          template: "Failed to find remote engine_id %s from bootstrap server %s"
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "MooncakeConnectorWorker._connect_to_prefiller_bootstrap",
        line: 1923,
        path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py",
        path_since_pr: 31034
      },
      title: "MooncakeConnector decode side could not query the prefill's bootstrap server (`Failed to connect to bootstrap server`)",
      triggers: [
        {
          basis: [
            {
              source: {
                expect: '"bootstrap_addr": make_http_path(hostname, bootstrap_port or 8998),',
                line: 91,
                path: "examples/disaggregated/mooncake_connector/mooncake_connector_proxy.py"
              }
            },
            {
              source: {
                expect: "VLLM_MOONCAKE_BOOTSTRAP_PORT: int = 8998",
                line: 229,
                path: "vllm/envs.py"
              }
            }
          ],
          text: "A bootstrap address the decode instance cannot reach, such as a wrong host or a port other than the prefill's `VLLM_MOONCAKE_BOOTSTRAP_PORT`."
        },
        {
          basis: [
            {
              source: {
                expect: "except Exception as e:",
                line: 1922,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            }
          ],
          text: "A prefill instance that is down or not started yet."
        },
        {
          basis: [
            {
              source: {
                expect: "if remote_engine_id not in self._remote_agents:",
                line: 1979,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            },
            {
              source: {
                expect: '"remote_engine_id": prefill_client_info["dp_engine_id"][prefill_dp_rank],',
                line: 303,
                path: "examples/disaggregated/mooncake_connector/mooncake_connector_proxy.py"
              }
            },
            {
              source: {
                expect: "if parallel_config.local_engines_only:",
                line: 2154,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            }
          ],
          text: "`Failed to find remote engine_id` alone: the request's `remote_engine_id` is not one the bootstrap server lists, for example an engine of another prefill instance or data-parallel rank."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              source: {
                expect: 'url = remote_bootstrap_addr + "/query"',
                line: 1906,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            },
            {
              source: {
                expect: 'for tp_rank, tp_entry in dp_entry["worker_addr"].items()',
                line: 1919,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            }
          ],
          text: "From the decode node, query the address in the error yourself (`curl <address>/query`). It should answer with the prefill's engine ids and worker addresses."
        },
        {
          basis: [
            {
              source: {
                expect: "`VLLM_MOONCAKE_BOOTSTRAP_PORT`: Port for Mooncake bootstrap server",
                line: 43,
                path: "docs/features/mooncake_connector_usage.md"
              }
            },
            {
              source: {
                expect: "Each instance needs a unique port on its host",
                line: 47,
                path: "docs/features/mooncake_connector_usage.md"
              }
            },
            {
              docs: "https://docs.vllm.ai/en/latest/features/mooncake_connector_usage/"
            }
          ],
          text: "Make the proxy's bootstrap address match the prefill's host and its `VLLM_MOONCAKE_BOOTSTRAP_PORT` (default 8998; each instance on one host needs its own)."
        }
      ]
    },
    {
      asks: [
        {
          how: "`pip show mooncake-transfer-engine` (or `mooncake-transfer-engine-cuda13`). collect_env does not list it.",
          id: "mooncake-version",
          satisfied_by: [
            {
              kind: "package-version",
              package: "mooncake-transfer-engine"
            }
          ],
          text: "The Mooncake package version."
        },
        {
          how: 'The output of `python -c "from mooncake.engine import TransferEngine"`.',
          id: "import-check",
          satisfied_by: [
            {
              kind: "import-error"
            }
          ],
          text: "The result of importing the transfer engine directly."
        },
        {
          how: "`python collect_env.py` (the `vLLM Version :` line) or `pip show vllm`.",
          id: "vllm-version",
          satisfied_by: [
            {
              kind: "vllm-version"
            }
          ],
          text: "The vLLM version."
        }
      ],
      connector: "MooncakeConnector",
      examples: [
        '(Worker_TP0 pid=2211) ERROR 04-02 09:12:30 [mooncake_connector.py:905] Mooncake is not available\n(Worker_TP0 pid=2211) ERROR 04-02 09:12:30 [multiproc_executor.py:772] Traceback (most recent call last):\n(Worker_TP0 pid=2211) ERROR 04-02 09:12:30 [multiproc_executor.py:772]   File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py", line 906, in __init__\n(Worker_TP0 pid=2211) ERROR 04-02 09:12:30 [multiproc_executor.py:772]     raise RuntimeError("Mooncake is not available")\n(Worker_TP0 pid=2211) ERROR 04-02 09:12:30 [multiproc_executor.py:772] RuntimeError: Mooncake is not available\n',
        "(APIServer pid=1) WARNING 08-11 02:14:55 [mooncake_connector.py:72] Please install mooncake by following the instructions at https://github.com/kvcache-ai/Mooncake/blob/main/doc/en/build.md to run VLLM with MooncakeTransferEngine.\n(APIServer pid=1) INFO 08-11 02:14:56 [api_server.py:1901] vLLM API server version 0.21.0\n"
      ],
      explanation: [
        {
          basis: [
            {
              source: {
                expect: "from mooncake.engine import TransferEngine",
                line: 70,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            },
            {
              source: {
                expect: "logger.warning(",
                line: 72,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            },
            {
              source: {
                expect: "TransferEngine = None",
                line: 77,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            },
            {
              source: {
                expect: "if TransferEngine is None:",
                line: 904,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            },
            {
              source: {
                expect: 'raise RuntimeError("Mooncake is not available")',
                line: 906,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            },
            {
              source: {
                expect: "The PyPI mooncake-transfer-engine wheel is built against CUDA 12",
                line: 11,
                path: "tests/v1/kv_connector/mooncake_integration/test_mooncake_imports.py"
              }
            },
            {
              source: {
                expect: "CUDA 13 image install-kv-connectors.sh replaces it with the cuda13 variant",
                line: 12,
                path: "tests/v1/kv_connector/mooncake_integration/test_mooncake_imports.py"
              }
            }
          ],
          text: "The P2P `MooncakeConnector` imports `TransferEngine` from `mooncake.engine` when its module loads. If that import fails, it logs a warning at import time (`Please install mooncake \u2026 to run VLLM with MooncakeTransferEngine.`). When the connector's worker then starts, it finds no transfer engine, logs `Mooncake is not available` and raises it as a `RuntimeError`. The Mooncake package is missing, or it is installed but could not be loaded; vLLM's own tests note that the PyPI `mooncake-transfer-engine` wheel is built against CUDA 12 and fails to import on CUDA 13, where the `mooncake-transfer-engine-cuda13` variant is needed."
        }
      ],
      id: "mooncake/not-available",
      labels: [],
      related: {
        entries: [
          "mooncake-store/not-installed"
        ],
        prs: [
          36946
        ]
      },
      signatures: [
        {
          exception: "RuntimeError",
          template: "Mooncake is not available"
        },
        {
          template: "Mooncake is not available"
        },
        {
          template: "Please install mooncake by following the instructions at https://github.com/kvcache-ai/Mooncake/blob/main/doc/en/build.md to run VLLM with MooncakeTransferEngine."
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "MooncakeConnectorWorker.__init__",
        line: 906,
        path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py",
        path_since_pr: 31034
      },
      title: "MooncakeConnector could not load the Mooncake transfer engine (`Mooncake is not available`)",
      triggers: [
        {
          basis: [
            {
              source: {
                expect: "from mooncake.engine import TransferEngine",
                line: 70,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            }
          ],
          text: "Starting vLLM with `MooncakeConnector` in an environment where `from mooncake.engine import TransferEngine` fails."
        },
        {
          basis: [
            {
              source: {
                expect: "The PyPI mooncake-transfer-engine wheel is built against CUDA 12",
                line: 11,
                path: "tests/v1/kv_connector/mooncake_integration/test_mooncake_imports.py"
              }
            },
            {
              source: {
                expect: "A mismatch surfaces as an ImportError on the compiled extension.",
                line: 13,
                path: "tests/v1/kv_connector/mooncake_integration/test_mooncake_imports.py"
              }
            },
            {
              source: {
                expect: "except ImportError:",
                line: 71,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            },
            {
              source: {
                expect: "logger.warning(",
                line: 72,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            }
          ],
          text: "The CUDA 12 build of `mooncake-transfer-engine` on a CUDA 13 system (a vLLM CUDA 13 image, for example): importing it fails with `ImportError: libcudart.so.12: cannot open shared object file`, and vLLM only logs the `Please install mooncake \u2026` WARNING at startup, not that error."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              source: {
                expect: '"https://github.com/kvcache-ai/Mooncake/blob/main/doc/en/build.md "',
                line: 74,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            },
            {
              source: {
                expect: 'for package_name in ("mooncake-transfer-engine", "mooncake-transfer-engine-cuda13"):',
                line: 15,
                path: "tests/v1/kv_connector/mooncake_integration/test_mooncake_imports.py"
              }
            },
            {
              source: {
                expect: "from mooncake.engine import TransferEngine",
                line: 70,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            }
          ],
          text: 'Install Mooncake as described at https://github.com/kvcache-ai/Mooncake/blob/main/doc/en/build.md, in the same Python environment as vLLM (on CUDA 13, `mooncake-transfer-engine-cuda13`), then check with `python -c "from mooncake.engine import TransferEngine"`. If that fails, its error shows why.'
        }
      ]
    },
    {
      asks: [
        {
          how: "The 20 or so lines before it in the same output (`Failed to open device \u2026`, `port not active`, the GID lines).",
          id: "mooncake-lines",
          satisfied_by: [],
          text: "Mooncake's log lines printed before this one."
        },
        {
          how: "The output of `ibv_devinfo`, run in the same container or environment as vLLM.",
          id: "rdma-devices",
          satisfied_by: [],
          text: "The RDMA devices as the vLLM process sees them."
        },
        {
          how: "`pip show mooncake-transfer-engine`.",
          id: "mooncake-install",
          satisfied_by: [
            {
              kind: "package-version",
              package: "mooncake-transfer-engine"
            }
          ],
          text: "The Mooncake version."
        }
      ],
      connector: "MooncakeConnector",
      examples: [
        "I0302 14:07:51.204113  5120 transfer_engine_impl.cpp:232] Topology discovery complete. Found 2 HCAs.\nE0302 14:07:51.231877  5120 rdma_context.cpp:81] Failed to open device mlx5_2 on port  with GID 3\nW0302 14:07:51.231902  5120 rdma_transport.cpp:1123] Disable device mlx5_2\nE0302 14:07:51.236450  5120 rdma_context.cpp:81] Failed to open device mlx5_3 on port  with GID 3\nW0302 14:07:51.236471  5120 rdma_transport.cpp:1123] Disable device mlx5_3\nE0302 14:07:51.236480  5120 rdma_transport.cpp:1139] RdmaTransport: No available RNIC\nE0302 14:07:51.236488  5120 rdma_transport.cpp:208] RdmaTransport: cannot initialize RDMA resources\n",
        "W0911 02:44:10.530112   871 rdma_context.cpp:433] Device mlx5_1 port not active\nE0911 02:44:10.530407   871 rdma_context.cpp:70] Failed to open device mlx5_1 on port  with GID 0\nE0911 02:44:10.530421   871 rdma_transport.cpp:60] RdmaTransport: cannot initialize RDMA resources\n"
      ],
      explanation: [
        {
          basis: [
            {
              project_source: {
                commit: "3b5a594133958449a1feaf1c9e0fc1b553e34a28",
                expect: "if ((local_topology_->getHcaList().size() > 0 &&",
                line: 407,
                path: "mooncake-transfer-engine/src/transfer_engine_impl.cpp",
                repository: "kvcache-ai/Mooncake"
              }
            },
            {
              project_source: {
                commit: "3b5a594133958449a1feaf1c9e0fc1b553e34a28",
                expect: "local_topology_->disableDevice(device_name);",
                line: 1122,
                path: "mooncake-transfer-engine/src/transport/rdma_transport/rdma_transport.cpp",
                repository: "kvcache-ai/Mooncake"
              }
            },
            {
              project_source: {
                commit: "3b5a594133958449a1feaf1c9e0fc1b553e34a28",
                expect: 'LOG(ERROR) << "RdmaTransport: No available RNIC";',
                line: 1139,
                path: "mooncake-transfer-engine/src/transport/rdma_transport/rdma_transport.cpp",
                repository: "kvcache-ai/Mooncake"
              }
            },
            {
              project_source: {
                commit: "3b5a594133958449a1feaf1c9e0fc1b553e34a28",
                expect: 'LOG(ERROR) << "RdmaTransport: cannot initialize RDMA resources";',
                line: 208,
                path: "mooncake-transfer-engine/src/transport/rdma_transport/rdma_transport.cpp",
                repository: "kvcache-ai/Mooncake"
              }
            }
          ],
          text: "Mooncake logs this, not vLLM. When its transfer engine starts it looks for the node's RDMA devices (HCAs) and, having found at least one, installs its RDMA transport. That transport opens each device in turn; a device it cannot open is disabled (`Disable device <name>`), and when none is left it logs `RdmaTransport: No available RNIC`, then `RdmaTransport: cannot initialize RDMA resources`, and the engine does not start. So the node lists RDMA devices that this process cannot use. The lines Mooncake prints just before (`Failed to open device \u2026`, `Device \u2026 port not active`, a GID warning) name the device and what failed."
        },
        {
          basis: [
            {
              source: {
                expect: "if ret_value != 0:",
                line: 940,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            },
            {
              source: {
                expect: 'raise RuntimeError("Mooncake Transfer Engine initialization failed.")',
                line: 941,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            }
          ],
          text: "In vLLM's `MooncakeConnector` the engine is started by `engine.initialize(...)`; its non-zero return is what raises `RuntimeError: Mooncake Transfer Engine initialization failed.` a moment later, so the two lines usually appear together and this one is the cause."
        }
      ],
      id: "mooncake/rdma-no-usable-rnic",
      labels: [],
      raised_by: "Mooncake's transfer engine (its RDMA transport), while the engine starts",
      related: {
        entries: [
          "mooncake/transfer-engine-init-failed"
        ]
      },
      signatures: [
        {
          template: "RdmaTransport: cannot initialize RDMA resources"
        },
        {
          template: "RdmaTransport: No available RNIC"
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "MooncakeConnectorWorker.__init__",
        line: 0,
        note: "Not a vLLM raise site: Mooncake's transfer engine logs these lines (raised_in) while vLLM's MooncakeConnector, or another caller of Mooncake (LMCache's Mooncake store backend, SGLang), starts it. In vLLM the engine's failure then surfaces as `Mooncake Transfer Engine initialization failed.` (mooncake/transfer-engine-init-failed).",
        path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py",
        path_since_pr: 31034,
        raised_in: {
          commit: "3b5a594133958449a1feaf1c9e0fc1b553e34a28",
          expect: 'LOG(ERROR) << "RdmaTransport: cannot initialize RDMA resources";',
          line: 208,
          path: "mooncake-transfer-engine/src/transport/rdma_transport/rdma_transport.cpp",
          project: "mooncake",
          repository: "kvcache-ai/Mooncake"
        }
      },
      title: "Mooncake found RDMA devices but could open none of them (`RdmaTransport: cannot initialize RDMA resources`)",
      triggers: [
        {
          basis: [
            {
              project_source: {
                commit: "3b5a594133958449a1feaf1c9e0fc1b553e34a28",
                expect: "Device XXX port not active",
                line: 63,
                path: "docs/source/troubleshooting/troubleshooting.md",
                repository: "kvcache-ai/Mooncake"
              }
            }
          ],
          text: "An RDMA device whose port is not ACTIVE; Mooncake's troubleshooting guide names cabling or the driver configuration as the usual reasons."
        },
        {
          basis: [
            {
              thread: "https://github.com/kvcache-ai/Mooncake/issues/75"
            },
            {
              thread: "https://github.com/kvcache-ai/Mooncake/issues/1384"
            }
          ],
          text: "A process (for example in a container) that sees no usable RDMA device, or is told to use one it cannot open."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              project_source: {
                commit: "3b5a594133958449a1feaf1c9e0fc1b553e34a28",
                expect: "You can use the `ibv_devinfo` command",
                line: 62,
                path: "docs/source/troubleshooting/troubleshooting.md",
                repository: "kvcache-ai/Mooncake"
              }
            },
            {
              project_source: {
                commit: "3b5a594133958449a1feaf1c9e0fc1b553e34a28",
                expect: "MC_IB_PORT",
                line: 63,
                path: "docs/source/troubleshooting/troubleshooting.md",
                repository: "kvcache-ai/Mooncake"
              }
            }
          ],
          text: "Check the devices from the same environment vLLM runs in: `ibv_devinfo` lists them and their port state, as Mooncake's troubleshooting guide suggests. If a device is listed but its port is not ACTIVE, the guide points to the cabling or driver, and `MC_IB_PORT` selects another port; if the device is not listed at all, the RDMA devices are not visible to this process."
        },
        {
          basis: [
            {
              project_source: {
                commit: "3b5a594133958449a1feaf1c9e0fc1b553e34a28",
                expect: '!getenv("MC_FORCE_TCP")) ||',
                line: 408,
                path: "mooncake-transfer-engine/src/transfer_engine_impl.cpp",
                repository: "kvcache-ai/Mooncake"
              }
            },
            {
              project_source: {
                commit: "3b5a594133958449a1feaf1c9e0fc1b553e34a28",
                expect: 'if (getenv("MC_FORCE_TCP")) {',
                line: 209,
                path: "mooncake-transfer-engine/src/transfer_engine_impl.cpp",
                repository: "kvcache-ai/Mooncake"
              }
            },
            {
              project_source: {
                commit: "3b5a594133958449a1feaf1c9e0fc1b553e34a28",
                expect: 'option(USE_TCP "option for using TCP transport" ON)',
                line: 91,
                path: "mooncake-common/common.cmake",
                repository: "kvcache-ai/Mooncake"
              }
            }
          ],
          text: "Where this node is not meant to use RDMA at all: in Mooncake's source at 3b5a594 the engine installs its RDMA transport only when it found devices and `MC_FORCE_TCP` is not set, and with `MC_FORCE_TCP` set (in builds with TCP support, `USE_TCP`, on by default) it installs only the TCP transport. Check that the installed Mooncake version behaves the same before relying on it."
        }
      ]
    },
    {
      asks: [
        {
          how: "The `--kv-transfer-config` JSON that you start vLLM with.",
          id: "kv-transfer-config",
          satisfied_by: [
            {
              kind: "kv-transfer-config"
            }
          ],
          text: "Your `kv_transfer_config`, including `kv_connector_extra_config`."
        },
        {
          how: "`pip show mooncake-transfer-engine`. collect_env does not list it.",
          id: "mooncake-version",
          satisfied_by: [
            {
              kind: "package-version",
              package: "mooncake-transfer-engine"
            }
          ],
          text: "The Mooncake package version."
        }
      ],
      connector: "MooncakeConnector",
      examples: [
        '(EngineCore_DP0 pid=881)   File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py", line 941, in __init__\n(EngineCore_DP0 pid=881)     raise RuntimeError("Mooncake Transfer Engine initialization failed.")\n(EngineCore_DP0 pid=881) RuntimeError: Mooncake Transfer Engine initialization failed.\n'
      ],
      explanation: [
        {
          basis: [
            {
              source: {
                expect: "self.hostname = get_ip()",
                line: 916,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            },
            {
              source: {
                expect: '"mooncake_protocol", "rdma"',
                line: 929,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            },
            {
              source: {
                expect: '"device_name", ""',
                line: 932,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            },
            {
              source: {
                expect: 'self.hostname, "P2PHANDSHAKE", protocol, device_name',
                line: 938,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            },
            {
              source: {
                expect: "if ret_value != 0:",
                line: 940,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            }
          ],
          text: 'The P2P `MooncakeConnector` worker calls `engine.initialize(hostname, "P2PHANDSHAKE", protocol, device_name)` on Mooncake\'s transfer engine, and the call returned a non-zero status. `protocol` comes from `kv_connector_extra_config["mooncake_protocol"]` (default `"rdma"`), `device_name` from `kv_connector_extra_config["device_name"]` (default empty), and the hostname is the node\'s detected IP. vLLM does not say why the call failed; a protocol or device that does not fit this node is the first thing to check, and Mooncake\'s own log lines before the error say more.'
        }
      ],
      id: "mooncake/transfer-engine-init-failed",
      labels: [],
      related: {
        prs: [
          24718
        ]
      },
      signatures: [
        {
          exception: "RuntimeError",
          template: "Mooncake Transfer Engine initialization failed."
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "MooncakeConnectorWorker.__init__",
        line: 941,
        path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py",
        path_since_pr: 31034
      },
      title: "MooncakeConnector could not initialise the Mooncake transfer engine",
      triggers: [
        {
          basis: [
            {
              source: {
                expect: '"mooncake_protocol", "rdma"',
                line: 929,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            }
          ],
          text: "The default `rdma` protocol on a node without usable RDMA devices."
        },
        {
          basis: [
            {
              source: {
                expect: '"device_name", ""',
                line: 932,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            }
          ],
          text: "A `device_name` that does not name a NIC of that node."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              source: {
                expect: "protocol = kv_transfer_config.kv_connector_extra_config.get(",
                line: 928,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            },
            {
              source: {
                expect: "device_name = kv_transfer_config.kv_connector_extra_config.get(",
                line: 931,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            }
          ],
          text: "Check the RDMA devices on the node and set `mooncake_protocol` and `device_name` in `kv_connector_extra_config` to match them. Read any Mooncake log lines printed just before the error."
        }
      ]
    },
    {
      asks: [
        {
          how: "The prefill workers' ERROR and WARNING lines around the time of this error.",
          id: "prefill-log",
          satisfied_by: [],
          text: "The prefill instance's log from the same minutes."
        },
        {
          how: "The `--kv-transfer-config` JSON of each instance, and any `VLLM_MOONCAKE_*` variables you set.",
          id: "kv-transfer-config",
          satisfied_by: [
            {
              kind: "kv-transfer-config"
            }
          ],
          text: "The `kv_transfer_config` of the prefill and the decode instances."
        },
        {
          how: "`pip show mooncake-transfer-engine`. collect_env does not list it.",
          id: "mooncake-version",
          satisfied_by: [
            {
              kind: "package-version",
              package: "mooncake-transfer-engine"
            }
          ],
          text: "The Mooncake package version."
        },
        {
          how: "`python collect_env.py` (the `vLLM Version :` line) on each node.",
          id: "vllm-version",
          satisfied_by: [
            {
              kind: "vllm-version"
            }
          ],
          text: "The vLLM version on both sides."
        }
      ],
      connector: "MooncakeConnector",
      examples: [
        "(Worker_TP0 pid=3301) ERROR 08-11 09:11:42 [mooncake_connector.py:1877] MooncakeXferMetadata transfer failed for ['cmpl-1a2b3c4d5e6f47a8b9c0d1e2f3a4b5c6-0-9d8c7b6a', 'cmpl-77e0a1b2c3d44e5f8a9b0c1d2e3f4a5b-0-1f2e3d4c']: Resource temporarily unavailable\n"
      ],
      explanation: [
        {
          basis: [
            {
              source: {
                expect: "with make_zmq_socket(",
                line: 1852,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            },
            {
              source: {
                expect: "zmq.RCVTIMEO, (envs.VLLM_MOONCAKE_ABORT_REQUEST_TIMEOUT + 60) * 1000",
                line: 1857,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            },
            {
              source: {
                expect: "VLLM_MOONCAKE_ABORT_REQUEST_TIMEOUT: int = 480",
                line: 252,
                path: "vllm/envs.py"
              }
            },
            {
              source: {
                expect: "except Exception as e:",
                line: 1876,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            },
            {
              source: {
                expect: "return",
                line: 1879,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            }
          ],
          text: "On the decode side, `MooncakeConnector` sent a transfer request for the listed requests to a prefill worker's side channel and waited for its replies, and that exchange raised an exception (its text follows the colon). The KV of those requests was not received from that worker. The wait times out after `VLLM_MOONCAKE_ABORT_REQUEST_TIMEOUT` + 60 seconds, 540 s by default."
        },
        {
          basis: [
            {
              source: {
                expect: "self.xfer_stats.record_failed_recv()",
                line: 1878,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            },
            {
              source: {
                expect: '"Error happens during transferring kvcache for %s: %s",',
                line: 1865,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            },
            {
              source: {
                expect: "return set()",
                line: 414,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/base.py"
              }
            },
            {
              pr: 50984
            }
          ],
          text: "At the commit this catalog was read at, the connector only logs this and counts a failed receive; it does not report the failed load to the scheduler (PR #50984, merged later, adds that). An error the prefill side reports back is logged as `Error happens during transferring kvcache for \u2026` instead."
        }
      ],
      id: "mooncake/transfer-failed",
      labels: [],
      related: {
        entries: [
          "mooncake/bootstrap-connect-failed"
        ],
        prs: [
          50984
        ]
      },
      signatures: [
        {
          template: "MooncakeXferMetadata transfer failed for %s: %s"
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "MooncakeConnectorWorker.receive_kv_from_single_worker",
        line: 1877,
        path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py",
        path_since_pr: 31034
      },
      title: "MooncakeConnector's decode side failed to receive KV from a prefill worker (`MooncakeXferMetadata transfer failed`)",
      triggers: [
        {
          basis: [
            {
              source: {
                expect: "zmq.RCVTIMEO, (envs.VLLM_MOONCAKE_ABORT_REQUEST_TIMEOUT + 60) * 1000",
                line: 1857,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            },
            {
              source: {
                expect: 'self.side_channel_port = sock.bind_to_random_port(f"tcp://{self.hostname}")',
                line: 1139,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            }
          ],
          text: "A prefill worker whose side channel stops answering or cannot be reached from the decode node (a timeout after 540 s by default)."
        },
        {
          basis: [
            {
              source: {
                expect: "response = self._xfer_resp_decoder.decode(ret_msg)",
                line: 1862,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            }
          ],
          text: "A reply from the prefill worker that the decode side cannot decode."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              source: {
                expect: 'logger.error("MooncakeXferMetadata transfer failed for %s: %s", req_ids, e)',
                line: 1877,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            }
          ],
          investigates: true,
          text: "Read the exception text after the colon, and the prefill instance's log from the same time."
        },
        {
          basis: [
            {
              source: {
                expect: 'self.side_channel_port = sock.bind_to_random_port(f"tcp://{self.hostname}")',
                line: 1139,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            },
            {
              source: {
                expect: 'worker_addr = make_zmq_path("tcp", self.hostname, self.side_channel_port)',
                line: 1105,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py"
              }
            }
          ],
          text: "Check that the decode node can reach the prefill workers' side channels: each listens on its node's IP at a random port, registered with the bootstrap server, so firewalls must let those ports through."
        }
      ]
    },
    {
      asks: [
        {
          how: "Its `prefill_url`, `decode_url`, `metadata_server`, `metadata_backend`, `protocol` and `device_name`, from the prefill and the decode host.",
          id: "mooncake-config",
          satisfied_by: [],
          text: "The `mooncake.json` of both instances (the file `MOONCAKE_CONFIG_PATH` names)."
        },
        {
          how: "`pip show mooncake-transfer-engine`, or the Mooncake commit you built from. collect_env does not list it.",
          id: "mooncake-version",
          satisfied_by: [
            {
              kind: "package-version",
              package: "mooncake-transfer-engine"
            }
          ],
          text: "The Mooncake package version."
        }
      ],
      connector: "MooncakeConnector",
      examples: [
        'ERROR 03-14 11:02:37 mooncake_pipe.py:176] Transfer Return Error\nERROR 03-14 11:02:37 engine.py:139] Transfer Return Error\nERROR 03-14 11:02:37 engine.py:139] Traceback (most recent call last):\nERROR 03-14 11:02:37 engine.py:139]   File "/usr/local/lib/python3.10/dist-packages/vllm/distributed/kv_transfer/kv_pipe/mooncake_pipe.py", line 213, in recv_bytes\nERROR 03-14 11:02:37 engine.py:139]     self.transfer_sync(dst_ptr, src_ptr, length)\nERROR 03-14 11:02:37 engine.py:139]   File "/usr/local/lib/python3.10/dist-packages/vllm/distributed/kv_transfer/kv_pipe/mooncake_pipe.py", line 177, in transfer_sync\nERROR 03-14 11:02:37 engine.py:139]     raise Exception("Transfer Return Error")\nERROR 03-14 11:02:37 engine.py:139] Exception: Transfer Return Error\n'
      ],
      explanation: [
        {
          basis: [
            {
              source: {
                commit: "5ea71ff46fe503df12f18ad41d40f5c2b18dcfcd",
                expect: "ret = self.engine.transfer_sync_read(self.remote_url, buffer,",
                line: 173,
                path: "vllm/distributed/kv_transfer/kv_pipe/mooncake_pipe.py"
              }
            },
            {
              source: {
                commit: "5ea71ff46fe503df12f18ad41d40f5c2b18dcfcd",
                expect: "if ret < 0:",
                line: 175,
                path: "vllm/distributed/kv_transfer/kv_pipe/mooncake_pipe.py"
              }
            },
            {
              source: {
                commit: "5ea71ff46fe503df12f18ad41d40f5c2b18dcfcd",
                expect: 'raise Exception("Transfer Return Error")',
                line: 177,
                path: "vllm/distributed/kv_transfer/kv_pipe/mooncake_pipe.py"
              }
            },
            {
              source: {
                commit: "5ea71ff46fe503df12f18ad41d40f5c2b18dcfcd",
                expect: "self.transfer_sync(dst_ptr, src_ptr, length)",
                line: 213,
                path: "vllm/distributed/kv_transfer/kv_pipe/mooncake_pipe.py"
              }
            },
            {
              source: {
                commit: "5ea71ff46fe503df12f18ad41d40f5c2b18dcfcd",
                expect: "self.remote_url = (self.decode_url",
                line: 101,
                path: "vllm/distributed/kv_transfer/kv_pipe/mooncake_pipe.py"
              }
            }
          ],
          text: "Raised by the V0 Mooncake pipe when Mooncake's transfer engine returns a negative value from a synchronous read: the instance that logged it asked Mooncake to read a message from the other instance's buffer (its address from `mooncake.json`), and Mooncake reported that the read failed. vLLM only checks the return code and passes no reason on, so the cause is in Mooncake's transport (the protocol, the RDMA device, the metadata server or the network between the instances), not in vLLM's logic."
        },
        {
          basis: [
            {
              source: {
                commit: "5ea71ff46fe503df12f18ad41d40f5c2b18dcfcd",
                expect: 'elif self.config.kv_connector == "MooncakeConnector":',
                line: 49,
                path: "vllm/distributed/kv_transfer/kv_connector/simple_connector.py"
              }
            },
            {
              source: {
                commit: "51010a1807e180df211542196b77a4fd66e94a7e",
                expect: "ret = self.engine.transferSync(self.remote_url, buffer,",
                line: 160,
                path: "vllm/distributed/kv_transfer/kv_pipe/mooncake_pipe.py"
              }
            },
            {
              source: {
                commit: "5ea71ff46fe503df12f18ad41d40f5c2b18dcfcd",
                expect: "from mooncake.engine import TransferEngine",
                line: 63,
                path: "vllm/distributed/kv_transfer/kv_pipe/mooncake_pipe.py"
              }
            },
            {
              pr: 10884
            },
            {
              pr: 16523
            },
            {
              pr: 21785
            },
            {
              pr: 29705
            },
            {
              pr: 24718
            }
          ],
          text: 'This is V0 code. The pipe ran only under the V0 `SimpleConnector` (`"kv_connector": "MooncakeConnector"` with `MOONCAKE_CONFIG_PATH` set), which PR #21785 removed; PR #29705 deleted the file. A vLLM with neither has no such pipe, and its `MooncakeConnector` is a different, V1 connector (PR #24718). Early builds called Mooncake\'s `transferSync` through `mooncake_vllm_adaptor`; PR #16523 switched to `mooncake.engine.TransferEngine` and `transfer_sync_read`. The check is the same in both.'
        }
      ],
      id: "mooncake/v0-pipe-transfer-return-error",
      labels: [],
      related: {
        entries: [
          "mooncake/transfer-failed"
        ],
        prs: [
          10884,
          16523,
          21785,
          29705,
          24718
        ]
      },
      signatures: [
        {
          exception: "Exception",
          ref: "5ea71ff46fe503df12f18ad41d40f5c2b18dcfcd",
          template: "Transfer Return Error"
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "MooncakeTransferEngine.transfer_sync",
        line: 177,
        note: "V0 code. `kv_pipe/mooncake_pipe.py` came with PR #10884 and was used only by the V0 `SimpleConnector` (`kv_connector` `MooncakeConnector`), which PR #21785 removed; PR #29705 then deleted the file. Path and line are those of 5ea71ff46f, the parent of PR #21785's commit. Today's `MooncakeConnector` (PR #24718) is a different, V1 connector.",
        path: "vllm/distributed/kv_transfer/kv_pipe/mooncake_pipe.py",
        ref: "5ea71ff46fe503df12f18ad41d40f5c2b18dcfcd"
      },
      title: "Mooncake's transfer engine failed a read in vLLM's V0 Mooncake pipe (transport or config; `Transfer Return Error`)",
      triggers: [
        {
          basis: [
            {
              source: {
                commit: "5ea71ff46fe503df12f18ad41d40f5c2b18dcfcd",
                expect: "config_file_path = os.getenv('MOONCAKE_CONFIG_PATH')",
                line: 51,
                path: "vllm/distributed/kv_transfer/kv_pipe/mooncake_pipe.py"
              }
            },
            {
              source: {
                commit: "5ea71ff46fe503df12f18ad41d40f5c2b18dcfcd",
                expect: 'protocol=config.get("protocol", "tcp"),',
                line: 44,
                path: "vllm/distributed/kv_transfer/kv_pipe/mooncake_pipe.py"
              }
            },
            {
              source: {
                commit: "5ea71ff46fe503df12f18ad41d40f5c2b18dcfcd",
                expect: 'device_name=config.get("device_name", ""),',
                line: 45,
                path: "vllm/distributed/kv_transfer/kv_pipe/mooncake_pipe.py"
              }
            },
            {
              source: {
                commit: "5ea71ff46fe503df12f18ad41d40f5c2b18dcfcd",
                expect: 'metadata_server=config.get("metadata_server"),',
                line: 43,
                path: "vllm/distributed/kv_transfer/kv_pipe/mooncake_pipe.py"
              }
            }
          ],
          text: "A Mooncake setting in `mooncake.json` that does not fit the machines: `protocol` (`tcp` by default, or `rdma`), `device_name` (the RDMA device), `metadata_server`, or a `prefill_url` / `decode_url` that the other instance cannot reach. vLLM reads these from the file `MOONCAKE_CONFIG_PATH` names and hands them to Mooncake's engine."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              source: {
                commit: "5ea71ff46fe503df12f18ad41d40f5c2b18dcfcd",
                expect: "config_file_path = os.getenv('MOONCAKE_CONFIG_PATH')",
                line: 51,
                path: "vllm/distributed/kv_transfer/kv_pipe/mooncake_pipe.py"
              }
            },
            {
              source: {
                commit: "5ea71ff46fe503df12f18ad41d40f5c2b18dcfcd",
                expect: "if ret < 0:",
                line: 175,
                path: "vllm/distributed/kv_transfer/kv_pipe/mooncake_pipe.py"
              }
            }
          ],
          investigates: true,
          text: "Check `mooncake.json` on both instances: the same `protocol` and `metadata_server`, a `device_name` that exists on each host when `protocol` is `rdma`, and `prefill_url` / `decode_url` addresses that each instance can reach from the other. Read any error lines Mooncake printed on either instance just before this one: vLLM's message carries no reason."
        },
        {
          basis: [
            {
              pr: 21785
            },
            {
              pr: 29705
            },
            {
              pr: 24718
            },
            {
              docs: "https://docs.vllm.ai/en/latest/features/mooncake_connector_usage/"
            }
          ],
          text: "On a current vLLM, use the V1 `MooncakeConnector`, a different connector with its own setup: this V0 pipe is gone (PR #21785 removed the V0 connector that used it, PR #29705 the file)."
        }
      ]
    },
    {
      asks: [
        {
          how: "`pip show nixl`. collect_env does not list it.",
          id: "nixl-version",
          satisfied_by: [
            {
              kind: "package-version",
              package: "nixl"
            }
          ],
          text: "The NIXL package version."
        },
        {
          how: "The 30 or so lines printed before the traceback in the same process's output.",
          id: "backend-log",
          satisfied_by: [
            {
              kind: "library-log"
            }
          ],
          text: "The NIXL and backend log lines printed before the error."
        },
        {
          how: "Every line from `Traceback (most recent call last):` to the `nixlBackendError` line.",
          id: "traceback",
          satisfied_by: [
            {
              kind: "traceback"
            }
          ],
          text: "The full traceback, so the frame that called NIXL is visible."
        },
        {
          how: "`python collect_env.py` (the `vLLM Version :` line) or `pip show vllm`.",
          id: "vllm-version",
          satisfied_by: [
            {
              kind: "vllm-version"
            }
          ],
          text: "The vLLM version."
        }
      ],
      connector: "NixlConnector",
      examples: [
        '(Worker_TP0 pid=4120)   File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py", line 1230, in register_kv_caches\n(Worker_TP0 pid=4120)     self.nixl_wrapper.register_memory(descs, backends=self.nixl_backends)\n(Worker_TP0 pid=4120)   File "/usr/local/lib/python3.12/dist-packages/nixl/_api.py", line 390, in register_memory\n(Worker_TP0 pid=4120)     self.agent.registerMem(reg_descs, handle_list)\n(Worker_TP0 pid=4120) nixl._bindings.nixlBackendError: NIXL_ERR_BACKEND\n'
      ],
      explanation: [
        {
          basis: [
            {
              source: {
                expect: 'return f"{package_name}._api"',
                line: 47,
                path: "vllm/distributed/nixl_utils.py"
              }
            },
            {
              source: {
                expect: '"NixlWrapper": "nixl_agent",',
                line: 52,
                path: "vllm/distributed/nixl_utils.py"
              }
            }
          ],
          text: "This exception is raised by NIXL, the transfer library that vLLM's NIXL connectors (and other projects, such as Dynamo) call through `nixl._api`, not by vLLM's own code, so vLLM's source does not say what each `NIXL_ERR_\u2026` status means. The frame just above the `nixl` frames in the traceback shows what the calling code was doing when NIXL failed. Any log lines that NIXL or its transport backend printed before the traceback are the best lead to the cause."
        }
      ],
      id: "nixl/backend-error",
      labels: [],
      raised_by: "the NIXL library, the `nixl` package",
      signatures: [
        {
          exception: "nixl._bindings.nixlBackendError",
          template: "NIXL_ERR_{status}"
        },
        {
          exception: "nixl._bindings.nixlBackendError"
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "NixlBaseConnectorWorker.register_kv_caches",
        line: 0,
        note: "Not a vLLM raise site: the exception and its `NIXL_ERR_\u2026` text come from the nixl package, not from vLLM's source, so no vLLM line is given. The frame that called into NIXL varies; the function named here is only vLLM's NIXL worker's KV-cache registration, one possible caller.",
        path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py",
        path_since_pr: 35264
      },
      title: "The NIXL library reported a backend error (`nixl._bindings.nixlBackendError`)",
      triggers: [
        {
          basis: [
            {
              source: {
                expect: "handle = self.nixl_wrapper.make_prepped_xfer(",
                line: 322,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/pull_worker.py"
              }
            },
            {
              source: {
                expect: "self.nixl_wrapper.transfer(handle)",
                line: 332,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/pull_worker.py"
              }
            },
            {
              source: {
                expect: "self.nixl_wrapper.send_notif(agent_name, notif_msg=notif_id)",
                line: 272,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/pull_worker.py"
              }
            }
          ],
          text: "A failure inside NIXL or its transport backend during a call from the code that uses it (vLLM's NIXL connector, or another caller such as Dynamo) to register memory, prepare or post a transfer, or send a notification."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              source: {
                expect: "module = importlib.import_module(_get_nixl_module_name(name))",
                line: 59,
                path: "vllm/distributed/nixl_utils.py"
              }
            }
          ],
          investigates: true,
          text: "Read the log lines printed before the traceback by NIXL and its backend: NIXL logs there why the call failed (the frame just above the `nixl` frames names the call)."
        },
        {
          basis: [
            {
              source: {
                expect: "export UCX_TLS=all",
                line: 30,
                path: "docs/features/nixl_connector_usage.md"
              }
            },
            {
              source: {
                expect: "export UCX_NET_DEVICES=all",
                line: 31,
                path: "docs/features/nixl_connector_usage.md"
              }
            },
            {
              source: {
                expect: "are not applicable to NixlConnector",
                line: 35,
                path: "docs/features/nixl_connector_usage.md"
              }
            },
            {
              docs: "https://docs.vllm.ai/en/latest/features/nixl_connector_usage.html"
            }
          ],
          text: "Check the transport settings NIXL uses on this machine (for UCX, `UCX_TLS` and `UCX_NET_DEVICES`; NCCL variables do not apply), and report the `nixl` version with the traceback."
        }
      ]
    },
    {
      asks: [
        {
          how: "The full `vllm serve` command lines (or engine arguments) of both sides.",
          id: "both-configs",
          satisfied_by: [
            {
              kind: "kv-transfer-config"
            }
          ],
          text: "The launch commands of the prefill and the decode instances."
        },
        {
          how: "`python collect_env.py` (the `vLLM Version :` line) on each node.",
          id: "vllm-version",
          satisfied_by: [
            {
              kind: "vllm-version"
            }
          ],
          text: "The vLLM version on both sides."
        }
      ],
      connector: "NixlConnector",
      examples: [
        `(Worker_TP0 pid=5512) ERROR 09-14 21:03:08 [base_worker.py:812] Traceback (most recent call last):
(Worker_TP0 pid=5512) ERROR 09-14 21:03:08 [base_worker.py:812]   File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py", line 672, in _nixl_handshake
(Worker_TP0 pid=5512) ERROR 09-14 21:03:08 [base_worker.py:812]     raise RuntimeError(
(Worker_TP0 pid=5512) ERROR 09-14 21:03:08 [base_worker.py:812] RuntimeError: NIXL compatibility hash mismatch. Local: 77aa01b2c3d4e5f6, Remote: 0a1b2c3d4e5f6a7b. Prefill and decode instances have incompatible configurations. This may be due to: different vLLM versions, models, dtypes, KV cache layouts, attention backends, etc. Both instances must use identical configurations.Disable this check using --kv-transfer-config '{"kv_connector_extra_config": {"enforce_handshake_compat": false}}'
`,
        `RuntimeError: NIXL compatibility hash mismatch. Local: 9c1f0e2b7a44d8e1, Remote: 3b7d5a0c9e2f6a18. Prefill and decode instances have incompatible configurations. This may be due to: different vLLM versions, models, dtypes, KV cache layouts, attention backends, etc. Both instances must use identical configurations.Disable this check using --kv-transfer-config '{"kv_connector_extra_config": {"enforce_handshake_compat": false}}'
`
      ],
      explanation: [
        {
          basis: [
            {
              source: {
                expect: "and handshake_payload.compatibility_hash != self.compat_hash",
                line: 670,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: "fut = self._handshake_initiation_executor.submit(",
                line: 883,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: 'failure_type="handshake_failed",',
                line: 939,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: "self._handle_failed_transfer(req_id, None)",
                line: 944,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: '"NIXL transfer failure: %s | Context: %s",',
                line: 851,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            }
          ],
          text: "During the NIXL handshake the connector compares a hash of the settings both sides must share, and the two hashes differed. The handshake runs in the background: vLLM logs the error as `NIXL transfer failure: handshake_failed | Context: \u2026` with this traceback, the requests waiting on this handshake fail to load their KV, and the engine keeps running."
        },
        {
          basis: [
            {
              source: {
                expect: '"vllm_version": vllm_version,',
                line: 169,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/metadata.py"
              }
            },
            {
              source: {
                expect: '"nixl_connector_version": NIXL_CONNECTOR_VERSION,',
                line: 170,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/metadata.py"
              }
            },
            {
              source: {
                expect: '"model": model_config.model,',
                line: 172,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/metadata.py"
              }
            },
            {
              source: {
                expect: '"dtype": str(model_config.dtype),',
                line: 173,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/metadata.py"
              }
            },
            {
              source: {
                expect: '"num_hidden_layers": model_config.get_total_num_hidden_layers(),',
                line: 176,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/metadata.py"
              }
            },
            {
              source: {
                expect: '"attn_backend_name": attn_backend_name,',
                line: 178,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/metadata.py"
              }
            },
            {
              source: {
                expect: '"cache_dtype": str(cache_config.cache_dtype),',
                line: 179,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/metadata.py"
              }
            },
            {
              source: {
                expect: '"is_hma_enabled": is_hma_enabled,',
                line: 181,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/metadata.py"
              }
            },
            {
              source: {
                expect: '"speculative_config": _get_speculative_compatibility_factors(vllm_config),',
                line: 182,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/metadata.py"
              }
            },
            {
              source: {
                expect: '"transfer_mode": transfer_mode,',
                line: 184,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/metadata.py"
              }
            },
            {
              source: {
                expect: "Note: Factors like tensor_parallel_size, block_size, and kv_cache_layout",
                line: 150,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/metadata.py"
              }
            },
            {
              source: {
                expect: "if speculative_config is None or not speculative_config.use_eagle():",
                line: 88,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/metadata.py"
              }
            },
            {
              source: {
                expect: 'return self.method in ("eagle", "eagle3", "mtp", "dflash", "dspark")',
                line: 1481,
                path: "vllm/config/speculative.py"
              }
            }
          ],
          text: "The hash covers the vLLM version and the NIXL connector's own version; the model as given to vLLM (the `--model` string, so two local paths to the same weights differ too), its dtype, KV-head count, head size and layer count; the attention backend and the KV-cache dtype; cross-layer blocks; whether the hybrid KV cache manager is on; the settings of a speculator that uses the model's hidden states (EAGLE, EAGLE-3, MTP, DFlash, DSpark; n-gram or draft-model speculation is not hashed); and pull versus push mode. It leaves out tensor-parallel size, block size and KV-cache layout, which the handshake checks later, so despite the message's list a layout or TP difference does not cause this mismatch."
        }
      ],
      id: "nixl/compatibility-hash-mismatch",
      labels: [],
      related: {
        entries: [
          "nixl/engine-id-mismatch",
          "nixl/transfer-failure"
        ]
      },
      signatures: [
        {
          exception: "RuntimeError",
          template: `NIXL compatibility hash mismatch. Local: {self.compat_hash}, Remote: {handshake_payload.compatibility_hash}. Prefill and decode instances have incompatible configurations. This may be due to: different vLLM versions, models, dtypes, KV cache layouts, attention backends, etc. Both instances must use identical configurations.Disable this check using --kv-transfer-config '{{"kv_connector_extra_config": {{"enforce_handshake_compat": false}}}}'`
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "NixlBaseConnectorWorker._nixl_handshake",
        line: 672,
        path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py",
        path_since_pr: 35264
      },
      title: "NIXL handshake refused because prefill and decode configurations differ (`NIXL compatibility hash mismatch`)",
      triggers: [
        {
          basis: [
            {
              source: {
                expect: "from vllm import __version__ as vllm_version",
                line: 160,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/metadata.py"
              }
            },
            {
              source: {
                expect: '"vllm_version": vllm_version,',
                line: 169,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/metadata.py"
              }
            }
          ],
          text: "Prefill and decode on different vLLM builds. The version string itself is hashed, so two builds from different commits differ too."
        },
        {
          basis: [
            {
              source: {
                expect: '"model": model_config.model,',
                line: 172,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/metadata.py"
              }
            },
            {
              source: {
                expect: '"dtype": str(model_config.dtype),',
                line: 173,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/metadata.py"
              }
            },
            {
              source: {
                expect: '"cache_dtype": str(cache_config.cache_dtype),',
                line: 179,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/metadata.py"
              }
            }
          ],
          text: "A different `--model` value, `--dtype` or `--kv-cache-dtype` on the two sides."
        },
        {
          basis: [
            {
              source: {
                expect: '"attn_backend_name": attn_backend_name,',
                line: 178,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/metadata.py"
              }
            },
            {
              source: {
                expect: '"is_hma_enabled": is_hma_enabled,',
                line: 181,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/metadata.py"
              }
            },
            {
              source: {
                expect: '"speculative_config": _get_speculative_compatibility_factors(vllm_config),',
                line: 182,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/metadata.py"
              }
            },
            {
              source: {
                expect: '"transfer_mode": transfer_mode,',
                line: 184,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/metadata.py"
              }
            },
            {
              source: {
                expect: "NixlConnector = NixlPullConnector",
                line: 391,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/connector.py"
              }
            },
            {
              source: {
                expect: "if speculative_config is None or not speculative_config.use_eagle():",
                line: 88,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/metadata.py"
              }
            },
            {
              source: {
                expect: 'return self.method in ("eagle", "eagle3", "mtp", "dflash", "dspark")',
                line: 1481,
                path: "vllm/config/speculative.py"
              }
            },
            {
              source: {
                expect: '_TRANSFER_MODE: str = "push"',
                line: 63,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/push_scheduler.py"
              }
            }
          ],
          text: "A different attention backend, EAGLE-family speculative decoding (EAGLE, EAGLE-3, MTP, DFlash, DSpark) or the hybrid KV cache manager on one side only, or a pull connector (`NixlConnector`, `NixlPullConnector`) paired with `NixlPushConnector`."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              source: {
                expect: '"NIXL compatibility hash: %s (model=%s, dtype=%s, num_kv_heads=%d, "',
                line: 189,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/metadata.py"
              }
            },
            {
              source: {
                expect: "factors = {",
                line: 167,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/metadata.py"
              }
            }
          ],
          text: "Run prefill and decode from the same vLLM build with the same `--model` value, dtype, KV-cache dtype, attention backend, EAGLE-family speculator settings and connector. With `VLLM_LOGGING_LEVEL=DEBUG` each side logs `NIXL compatibility hash: \u2026 (model=\u2026, dtype=\u2026, \u2026)`, which shows the main inputs to compare."
        },
        {
          basis: [
            {
              source: {
                expect: '"enforce_handshake_compat", True',
                line: 560,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: "self.enforce_compat_hash",
                line: 669,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            }
          ],
          text: 'Only if you are sure the configurations are compatible, turn the check off as the message says: `--kv-transfer-config \'{"kv_connector_extra_config": {"enforce_handshake_compat": false}}\'` (merged into your existing config). This only skips the check; it does not make different configurations compatible.'
        }
      ]
    },
    {
      asks: [
        {
          how: "The `--kv-transfer-config` JSON of each instance, and any NIXL-related environment variables you set (`VLLM_NIXL_SIDE_CHANNEL_HOST`, `VLLM_NIXL_SIDE_CHANNEL_PORT`).",
          id: "kv-transfer-config",
          satisfied_by: [
            {
              kind: "kv-transfer-config"
            }
          ],
          text: "The `kv_transfer_config` of the prefill and the decode instances."
        },
        {
          how: "`python collect_env.py` (the `vLLM Version :` line) or `pip show vllm`.",
          id: "vllm-version",
          satisfied_by: [
            {
              kind: "vllm-version"
            }
          ],
          text: "The vLLM version on both sides."
        }
      ],
      connector: "NixlConnector",
      examples: [
        "(Worker_DP1_TP0 pid=77102) ERROR 09-30 02:14:55 [base_worker.py:812] RuntimeError: Remote NIXL agent engine ID mismatch. Expected 5b0c1e2a-77d1-4c1b-9e0e-aa01_dp1,received 0f9e8d7c-1111-4a4a-8b8b-22ff_dp1.\n"
      ],
      explanation: [
        {
          basis: [
            {
              source: {
                commit: "ca81811bfeca05f3104f2de7c58dd6d57d54472d",
                expect: '"Handshake failed for request %s, marking blocks as invalid", req_id',
                line: 1190,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py"
              }
            },
            {
              pr: 32031
            },
            {
              source: {
                expect: 'path = make_zmq_path("tcp", host, port)',
                line: 613,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: "if metadata.engine_id != expected_engine_id:",
                line: 703,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: 'failure_type="handshake_failed",',
                line: 939,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: "self._handle_failed_transfer(req_id, None)",
                line: 944,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            }
          ],
          text: "The NIXL handshake connected to the host and port the request named, but the agent there belongs to another engine than the one that prefilled the request."
        },
        {
          basis: [
            {
              source: {
                commit: "ca81811bfeca05f3104f2de7c58dd6d57d54472d",
                expect: '"Handshake failed for request %s, marking blocks as invalid", req_id',
                line: 1190,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py"
              }
            },
            {
              pr: 32031
            },
            {
              source: {
                expect: 'failure_type="handshake_failed",',
                line: 939,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: "self._handle_failed_transfer(req_id, None)",
                line: 944,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            }
          ],
          since_pr: 26171,
          text: "The handshake runs in the background: vLLM logs `NIXL transfer failure: handshake_failed | Context: \u2026` (before PR #32031, `Handshake failed for request \u2026`) with this traceback, the requests waiting on it fail to load their KV, and the engine keeps running."
        },
        {
          basis: [
            {
              source: {
                commit: "0d21b9b51eccabfa1f8114eab2df61d75459bee7",
                expect: 'logger.exception("Handshake with %s failed", eid)',
                line: 794,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py"
              }
            },
            {
              source: {
                commit: "0d21b9b51eccabfa1f8114eab2df61d75459bee7",
                expect: "# TODO: handle failure state of future in the",
                line: 798,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py"
              }
            },
            {
              source: {
                commit: "0d21b9b51eccabfa1f8114eab2df61d75459bee7",
                expect: "self._ready_requests.put(entry)",
                line: 801,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py"
              }
            },
            {
              source: {
                commit: "0d21b9b51eccabfa1f8114eab2df61d75459bee7",
                expect: "remote_xfer_side_handle = self.dst_xfer_side_handles[dst_engine_id]",
                line: 1408,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py"
              }
            },
            {
              pr: 26171
            }
          ],
          text: "The handshake runs in the background, and a failed one does not fail the request: vLLM logs `Handshake with \u2026 failed` with this traceback and queues the request for reading anyway. By our reading of the code, the read then looks up the remote agent the handshake never registered and raises a `KeyError` in the worker's `start_load_kv`, so the worker process dies, not just the request.",
          until_pr: 26171
        },
        {
          basis: [
            {
              source: {
                expect: 'VLLM_NIXL_SIDE_CHANNEL_HOST: str = "localhost"',
                line: 223,
                path: "vllm/envs.py"
              }
            },
            {
              source: {
                expect: "VLLM_NIXL_SIDE_CHANNEL_PORT: int = 5600",
                line: 224,
                path: "vllm/envs.py"
              }
            },
            {
              source: {
                expect: "self.side_channel_host = envs.VLLM_NIXL_SIDE_CHANNEL_HOST",
                line: 69,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_scheduler.py"
              }
            },
            {
              source: {
                expect: "+ vllm_config.parallel_config.data_parallel_index",
                line: 72,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_scheduler.py"
              }
            },
            {
              source: {
                expect: "remote_host=self.side_channel_host,",
                line: 275,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/pull_scheduler.py"
              }
            },
            {
              source: {
                expect: "Set when prefiller and decoder are on different machines",
                line: 122,
                path: "docs/features/nixl_connector_usage.md"
              }
            }
          ],
          text: "The host and port come from the prefill instance: it sends its `VLLM_NIXL_SIDE_CHANNEL_HOST` (default `localhost`) and its side-channel port (`VLLM_NIXL_SIDE_CHANNEL_PORT`, default 5600, offset per data-parallel rank) along with the request. Left at `localhost`, a decode instance on another machine connects to a listener on its own machine, which can be its own or another local instance's."
        }
      ],
      id: "nixl/engine-id-mismatch",
      labels: [],
      related: {
        entries: [
          "nixl/compatibility-hash-mismatch",
          "nixl/handshake-decode-failed",
          "nixl/transfer-failure"
        ]
      },
      signatures: [
        {
          exception: "RuntimeError",
          template: "Remote NIXL agent engine ID mismatch. Expected {expected_engine_id},received {metadata.engine_id}."
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "NixlBaseConnectorWorker._nixl_handshake",
        line: 704,
        path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py",
        path_since_pr: 35264
      },
      title: "NIXL handshake reached a different engine than expected (`Remote NIXL agent engine ID mismatch`)",
      triggers: [
        {
          basis: [
            {
              source: {
                expect: 'VLLM_NIXL_SIDE_CHANNEL_HOST: str = "localhost"',
                line: 223,
                path: "vllm/envs.py"
              }
            },
            {
              source: {
                expect: "Set when prefiller and decoder are on different machines",
                line: 122,
                path: "docs/features/nixl_connector_usage.md"
              }
            }
          ],
          text: "A prefill instance on another machine than the decode instance, started without `VLLM_NIXL_SIDE_CHANNEL_HOST` set to an address the decode side can reach."
        },
        {
          basis: [
            {
              source: {
                expect: "+ vllm_config.parallel_config.data_parallel_index",
                line: 72,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_scheduler.py"
              }
            },
            {
              source: {
                expect: "Each vLLM worker needs a unique port on its host",
                line: 116,
                path: "docs/features/nixl_connector_usage.md"
              }
            }
          ],
          text: "Several prefill instances or data-parallel ranks whose side-channel host and port are the same as seen from the decode side."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              source: {
                expect: "`VLLM_NIXL_SIDE_CHANNEL_HOST`: Host for side channel communication",
                line: 120,
                path: "docs/features/nixl_connector_usage.md"
              }
            },
            {
              source: {
                expect: "Each vLLM worker needs a unique port on its host",
                line: 116,
                path: "docs/features/nixl_connector_usage.md"
              }
            },
            {
              source: {
                expect: "base_port + dp_rank",
                line: 117,
                path: "docs/features/nixl_connector_usage.md"
              }
            },
            {
              docs: "https://docs.vllm.ai/en/latest/features/nixl_connector_usage.html"
            }
          ],
          text: "Set `VLLM_NIXL_SIDE_CHANNEL_HOST` on each prefill instance to an address of that machine that the decode side can reach, and give every instance on one machine its own `VLLM_NIXL_SIDE_CHANNEL_PORT` (data-parallel ranks add their index to it)."
        }
      ]
    },
    {
      asks: [
        {
          how: "`python collect_env.py` (the `vLLM Version :` line) on each node.",
          id: "vllm-version",
          satisfied_by: [
            {
              kind: "vllm-version"
            }
          ],
          text: "The vLLM version on both sides."
        },
        {
          how: "The `--kv-transfer-config` JSON of each instance, and the `VLLM_NIXL_SIDE_CHANNEL_HOST` / `VLLM_NIXL_SIDE_CHANNEL_PORT` you set.",
          id: "kv-transfer-config",
          satisfied_by: [
            {
              kind: "kv-transfer-config"
            }
          ],
          text: "The `kv_transfer_config` of both instances."
        }
      ],
      connector: "NixlConnector",
      examples: [
        '(Worker_DP0_TP0 pid=9150) ERROR 09-02 11:27:40 [base_worker.py:812]   File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py", line 698, in _nixl_handshake\n(Worker_DP0_TP0 pid=9150) ERROR 09-02 11:27:40 [base_worker.py:812]     raise RuntimeError(f"Failed to decode NixlAgentMetadata. Error: {e}") from e\n(Worker_DP0_TP0 pid=9150) ERROR 09-02 11:27:40 [base_worker.py:812] RuntimeError: Failed to decode NixlAgentMetadata. Error: Object missing required field `engine_id`\n',
        "RuntimeError: Failed to decode NixlHandshakePayload. This likely indicates an incompatibility between connector version. Error: Expected `object`, got `array`\n"
      ],
      explanation: [
        {
          basis: [
            {
              source: {
                commit: "ca81811bfeca05f3104f2de7c58dd6d57d54472d",
                expect: '"Handshake failed for request %s, marking blocks as invalid", req_id',
                line: 1190,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py"
              }
            },
            {
              pr: 32031
            },
            {
              source: {
                expect: "handshake_payload = handshake_decoder.decode(handshake_bytes)",
                line: 653,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: 'f"Failed to decode NixlHandshakePayload. This likely indicates "',
                line: 656,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: "# Check compatibility hash BEFORE decoding agent metadata",
                line: 666,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: 'f"Failed to decode NixlAgentMetadata. Error: {e}"',
                line: 699,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: 'failure_type="handshake_failed",',
                line: 939,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: "self._handle_failed_transfer(req_id, None)",
                line: 944,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            }
          ],
          text: "During the NIXL handshake the connector decodes the remote side's reply, and decoding failed: either the handshake payload itself (vLLM's message says this likely means incompatible connector versions) or, after the compatibility hash matched, the agent metadata inside it. The handshake runs in the background: vLLM logs `NIXL transfer failure: handshake_failed | Context: \u2026` (before PR #32031, `Handshake failed for request \u2026`) with this traceback, the requests waiting on it fail to load their KV, and the engine keeps running."
        }
      ],
      id: "nixl/handshake-decode-failed",
      labels: [],
      related: {
        entries: [
          "nixl/engine-id-mismatch",
          "nixl/compatibility-hash-mismatch",
          "nixl/transfer-failure"
        ]
      },
      signatures: [
        {
          exception: "RuntimeError",
          template: "Failed to decode NixlHandshakePayload. This likely indicates an incompatibility between connector version. Error: {e}"
        },
        {
          exception: "RuntimeError",
          template: "Failed to decode NixlAgentMetadata. Error: {e}"
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "NixlBaseConnectorWorker._nixl_handshake",
        line: 655,
        path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py",
        path_since_pr: 35264
      },
      title: "NIXL handshake data from the remote instance could not be decoded",
      triggers: [
        {
          basis: [
            {
              source: {
                expect: 'f"an incompatibility between connector version. Error: {e}"',
                line: 657,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            }
          ],
          text: "Prefill and decode instances on different vLLM versions, as vLLM's message suggests for the handshake payload."
        },
        {
          basis: [
            {
              source: {
                expect: 'path = make_zmq_path("tcp", host, port)',
                line: 613,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: "remote_host=self.side_channel_host,",
                line: 275,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/pull_scheduler.py"
              }
            }
          ],
          text: "A side-channel host or port that reaches something other than the prefill instance's NIXL handshake listener."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              source: {
                expect: 'f"an incompatibility between connector version. Error: {e}"',
                line: 657,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            }
          ],
          text: "Run the same vLLM version on the prefill and the decode instances."
        },
        {
          basis: [
            {
              source: {
                expect: "`VLLM_NIXL_SIDE_CHANNEL_HOST`: Host for side channel communication",
                line: 120,
                path: "docs/features/nixl_connector_usage.md"
              }
            },
            {
              source: {
                expect: "`VLLM_NIXL_SIDE_CHANNEL_PORT`: Port for NIXL handshake communication",
                line: 113,
                path: "docs/features/nixl_connector_usage.md"
              }
            }
          ],
          text: "Check that each prefill instance's `VLLM_NIXL_SIDE_CHANNEL_HOST` and `VLLM_NIXL_SIDE_CHANNEL_PORT` lead to that instance from the decode side, and to nothing else."
        }
      ]
    },
    {
      asks: [
        {
          how: "The lines from `Handshake with \u2026 failed` down to the exception that ends the traceback, from the instance that logged it.",
          id: "handshake-traceback",
          satisfied_by: [
            {
              kind: "traceback"
            }
          ],
          text: "The whole traceback under the `Handshake with \u2026 failed` line."
        },
        {
          how: "The command lines and environment of the prefill and the decode instance.",
          id: "kv-transfer-config",
          satisfied_by: [
            {
              kind: "kv-transfer-config"
            }
          ],
          text: "The `--kv-transfer-config` and `VLLM_NIXL_SIDE_CHANNEL_HOST`/`VLLM_NIXL_SIDE_CHANNEL_PORT` of both instances."
        },
        {
          how: "`python collect_env.py` (the `vLLM Version :` line) or `pip show vllm`, on both hosts.",
          id: "vllm-version",
          satisfied_by: [
            {
              kind: "vllm-version"
            }
          ],
          text: "The vLLM version on each instance."
        },
        {
          how: "`pip show nixl`. collect_env does not list it.",
          id: "nixl-version",
          satisfied_by: [
            {
              kind: "package-version",
              package: "nixl"
            }
          ],
          text: "The NIXL package version."
        }
      ],
      connector: "NixlConnector",
      examples: [
        '(VllmWorker rank=0 pid=8812) ERROR 10-14 09:12:03 [nixl_connector.py:1177] Handshake with 3a7c1e52-9d0b-4f61-a2e8-55c0b7d4e913 failed\n(VllmWorker rank=0 pid=8812) ERROR 10-14 09:12:03 [nixl_connector.py:1177] Traceback (most recent call last):\n(VllmWorker rank=0 pid=8812) ERROR 10-14 09:12:03 [nixl_connector.py:1177]   File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py", line 1175, in done_callback\n(VllmWorker rank=0 pid=8812) ERROR 10-14 09:12:03 [nixl_connector.py:1177]     self._remote_agents[eid] = f.result()\n(VllmWorker rank=0 pid=8812) ERROR 10-14 09:12:03 [nixl_connector.py:1177]   File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py", line 1026, in _nixl_handshake\n(VllmWorker rank=0 pid=8812) ERROR 10-14 09:12:03 [nixl_connector.py:1177]     handshake_bytes = sock.recv()\n(VllmWorker rank=0 pid=8812) ERROR 10-14 09:12:03 [nixl_connector.py:1177]   File "zmq/sugar/socket.py", line 805, in recv\n(VllmWorker rank=0 pid=8812) ERROR 10-14 09:12:03 [nixl_connector.py:1177] zmq.error.Again: Resource temporarily unavailable\n(VllmWorker rank=0 pid=8812) ERROR 10-14 09:12:03 [nixl_connector.py:1189] Handshake failed for request cmpl-7f3e2a19c4b84d0e-0, marking blocks as invalid\n',
        "ERROR 12-02 17:40:55 [nixl_connector.py:1177] Handshake with decode-prefill-0 failed\n"
      ],
      explanation: [
        {
          basis: [
            {
              source: {
                commit: "ca81811bfeca05f3104f2de7c58dd6d57d54472d",
                expect: "fut = self._handshake_initiation_executor.submit(",
                line: 1162,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py"
              }
            },
            {
              source: {
                commit: "ca81811bfeca05f3104f2de7c58dd6d57d54472d",
                expect: 'logger.exception("Handshake with %s failed", eid)',
                line: 1177,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py"
              }
            },
            {
              source: {
                commit: "ca81811bfeca05f3104f2de7c58dd6d57d54472d",
                expect: '"Handshake failed for request %s, marking blocks as invalid", req_id',
                line: 1190,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py"
              }
            }
          ],
          text: "The NIXL connector on this instance (usually the decode side) could not finish its handshake with the remote engine named in the line, the prefill instance whose KV it was to read. The handshake runs in a background thread; when it raises, vLLM logs `Handshake with <engine id> failed` with the handshake's own traceback below it, and `Handshake failed for request \u2026` for each request that waited on it. The exception at the end of that traceback is the cause."
        },
        {
          basis: [
            {
              source: {
                commit: "ca81811bfeca05f3104f2de7c58dd6d57d54472d",
                expect: "self._invalid_block_ids.update(req_meta.local_block_ids)",
                line: 1193,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py"
              }
            },
            {
              source: {
                commit: "ca81811bfeca05f3104f2de7c58dd6d57d54472d",
                expect: "self._failed_recv_reqs.add(req_id)",
                line: 1194,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py"
              }
            },
            {
              source: {
                commit: "ca81811bfeca05f3104f2de7c58dd6d57d54472d",
                expect: "done_recving.update(self._failed_recv_reqs)",
                line: 1819,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py"
              }
            }
          ],
          since_pr: 26171,
          text: "The request does not crash the engine: its blocks are marked invalid and it is reported as done receiving, so the scheduler treats its KV as not loaded. Other requests go on."
        },
        {
          basis: [
            {
              source: {
                commit: "0d21b9b51eccabfa1f8114eab2df61d75459bee7",
                expect: 'logger.exception("Handshake with %s failed", eid)',
                line: 794,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py"
              }
            },
            {
              source: {
                commit: "0d21b9b51eccabfa1f8114eab2df61d75459bee7",
                expect: "# TODO: handle failure state of future in the",
                line: 798,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py"
              }
            },
            {
              source: {
                commit: "0d21b9b51eccabfa1f8114eab2df61d75459bee7",
                expect: "self._ready_requests.put(entry)",
                line: 801,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py"
              }
            },
            {
              source: {
                commit: "0d21b9b51eccabfa1f8114eab2df61d75459bee7",
                expect: "remote_xfer_side_handle = self.dst_xfer_side_handles[dst_engine_id]",
                line: 1408,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py"
              }
            },
            {
              pr: 26171
            }
          ],
          text: "A failed handshake does not fail the request. The connector logs `Handshake with \u2026 failed` and then queues the request for reading anyway (the code carries a TODO to fail the request instead). By our reading of the code, the read then looks up the remote agent the handshake never registered and raises a `KeyError` in the worker's `start_load_kv`: the worker process dies, not just the request.",
          until_pr: 26171
        }
      ],
      id: "nixl/handshake-failed-legacy",
      labels: [],
      related: {
        entries: [
          "nixl/transfer-failure",
          "nixl/handshake-decode-failed",
          "nixl/compatibility-hash-mismatch"
        ],
        prs: [
          19836,
          32031,
          39354
        ]
      },
      signatures: [
        {
          log_file: "nixl_connector.py",
          template: "Handshake with %s failed"
        },
        {
          log_file: "nixl_connector.py",
          template: "Handshake failed for request %s, marking blocks as invalid"
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "NixlConnectorWorker._background_nixl_handshake",
        line: 1177,
        note: "These log lines are in the single-file `nixl_connector.py` from PR #19836 until PR #32031 reworded them; path and line are those of ca81811bfe, the parent of PR #32031's commit. At the catalog's commit the connector is the `nixl/` package (PR #39354) and a handshake failure is logged as `NIXL transfer failure: handshake_failed | Context: \u2026`.",
        path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py",
        path_since_pr: 17751,
        ref: "ca81811bfeca05f3104f2de7c58dd6d57d54472d"
      },
      title: "NIXL handshake with a remote engine failed (`Handshake with \u2026 failed`, older `nixl_connector.py`)",
      triggers: [
        {
          basis: [
            {
              source: {
                commit: "ca81811bfeca05f3104f2de7c58dd6d57d54472d",
                expect: 'path = make_zmq_path("tcp", host, port)',
                line: 1010,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py"
              }
            },
            {
              source: {
                commit: "ca81811bfeca05f3104f2de7c58dd6d57d54472d",
                expect: "sock.setsockopt(zmq.RCVTIMEO, 5000)  # milliseconds",
                line: 1024,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py"
              }
            },
            {
              source: {
                commit: "ca81811bfeca05f3104f2de7c58dd6d57d54472d",
                expect: "handshake_bytes = sock.recv()",
                line: 1026,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py"
              }
            }
          ],
          since_pr: 26171,
          text: "The remote side channel does not answer: the handshake asks the remote host and port for its NIXL metadata over ZMQ and waits 5 seconds, so a wrong `VLLM_NIXL_SIDE_CHANNEL_HOST` or port, a firewall, or a prefill instance that is down ends in `zmq.error.Again: Resource temporarily unavailable`."
        },
        {
          basis: [
            {
              source: {
                commit: "0d21b9b51eccabfa1f8114eab2df61d75459bee7",
                expect: "metadata_bytes = sock.recv()",
                line: 717,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py"
              }
            },
            {
              pr: 26171
            }
          ],
          text: "A remote side channel that is wrong or down. The handshake asks the remote host and port for its NIXL metadata over ZMQ with no receive timeout, so a peer that never answers leaves the handshake waiting instead of raising `zmq.error.Again`.",
          until_pr: 26171
        },
        {
          basis: [
            {
              source: {
                commit: "ca81811bfeca05f3104f2de7c58dd6d57d54472d",
                expect: "raise RuntimeError(",
                line: 1033,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py"
              }
            },
            {
              source: {
                commit: "ca81811bfeca05f3104f2de7c58dd6d57d54472d",
                expect: "# Check compatibility hash BEFORE decoding agent metadata",
                line: 1044,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py"
              }
            }
          ],
          text: "The two instances disagree: the metadata the remote sends cannot be decoded or fails the compatibility check (different vLLM or connector versions, model or settings); the traceback then ends in that error instead."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              source: {
                commit: "ca81811bfeca05f3104f2de7c58dd6d57d54472d",
                expect: 'logger.exception("Handshake with %s failed", eid)',
                line: 1177,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py"
              }
            },
            {
              source: {
                commit: "ca81811bfeca05f3104f2de7c58dd6d57d54472d",
                expect: "sock.setsockopt(zmq.RCVTIMEO, 5000)  # milliseconds",
                line: 1024,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py"
              }
            },
            {
              source: {
                commit: "ca81811bfeca05f3104f2de7c58dd6d57d54472d",
                expect: "host = envs.VLLM_NIXL_SIDE_CHANNEL_HOST",
                line: 566,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py"
              }
            }
          ],
          investigates: true,
          text: "Read the exception at the end of the traceback under `Handshake with \u2026 failed`. For `zmq.error.Again`, check from the decode host that the prefill host and its side-channel port are reachable, and that each instance's `VLLM_NIXL_SIDE_CHANNEL_HOST` is an address the other can reach."
        },
        {
          basis: [
            {
              source: {
                commit: "ca81811bfeca05f3104f2de7c58dd6d57d54472d",
                expect: "# Check compatibility hash BEFORE decoding agent metadata",
                line: 1044,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py"
              }
            }
          ],
          text: "Run the same vLLM version on the prefill and the decode instances."
        }
      ]
    },
    {
      asks: [
        {
          how: "The full `vllm serve` command lines, with `--tensor-parallel-size`, `--kv-transfer-config` and any `VLLM_KV_CACHE_LAYOUT` setting, of both sides.",
          id: "both-configs",
          satisfied_by: [
            {
              kind: "kv-transfer-config"
            }
          ],
          text: "The launch commands of the prefill and the decode instances."
        },
        {
          how: "It is logged at INFO level by each NIXL worker when it starts.",
          id: "layout-lines",
          satisfied_by: [],
          text: "The `Detected kv cache layout \u2026` line of each side."
        },
        {
          how: "`python collect_env.py` (the `vLLM Version :` line) on each node.",
          id: "vllm-version",
          satisfied_by: [
            {
              kind: "vllm-version"
            }
          ],
          text: "The vLLM version on both sides."
        }
      ],
      connector: "NixlConnector",
      examples: [
        '(Worker_TP2 pid=5120) ERROR 09-03 14:22:10 [base_worker.py:938] Traceback (most recent call last):\n(Worker_TP2 pid=5120) ERROR 09-03 14:22:10 [base_worker.py:938]   File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py", line 716, in _nixl_handshake\n(Worker_TP2 pid=5120) ERROR 09-03 14:22:10 [base_worker.py:938]     remote_agent_name = self.add_remote_agent(\n(Worker_TP2 pid=5120) ERROR 09-03 14:22:10 [base_worker.py:938]   File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py", line 1617, in add_remote_agent\n(Worker_TP2 pid=5120) ERROR 09-03 14:22:10 [base_worker.py:938]     self._validate_remote_agent_handshake(nixl_agent_meta, remote_tp_size)\n(Worker_TP2 pid=5120) ERROR 09-03 14:22:10 [base_worker.py:938]   File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py", line 1807, in _validate_remote_agent_handshake\n(Worker_TP2 pid=5120) ERROR 09-03 14:22:10 [base_worker.py:938]     raise RuntimeError(\n(Worker_TP2 pid=5120) ERROR 09-03 14:22:10 [base_worker.py:938] RuntimeError: Heterogeneous TP head-dimension splitting requires contiguous heads. Use HND layout on the prefill side.\n',
        "RuntimeError: Heterogeneous TP head-dimension splitting requires contiguous heads. Use HND layout on the prefill side.\n"
      ],
      explanation: [
        {
          basis: [
            {
              source: {
                commit: "ca81811bfeca05f3104f2de7c58dd6d57d54472d",
                expect: '"Handshake failed for request %s, marking blocks as invalid", req_id',
                line: 1190,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py"
              }
            },
            {
              pr: 32031
            },
            {
              source: {
                expect: "# Heterogeneous TP requires head-splitting, which only works with",
                line: 1797,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: "abs(tp_ratio) != 1",
                line: 1801,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: "and not self.transfer_topo.is_kv_replicated(remote_engine_id)",
                line: 1803,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: 'and kv_cache_layout != "HND"',
                line: 1804,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: "if not self.use_mla and nixl_agent_meta.kv_cache_layout != kv_cache_layout:",
                line: 1762,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: 'failure_type="handshake_failed",',
                line: 939,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: "self._handle_failed_transfer(req_id, None)",
                line: 944,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            }
          ],
          text: "Prefill and decode run different tensor-parallel sizes, so one side's KV heads have to be split across the other side's workers, and the NIXL connector only does that with the `HND` layout, where a block's heads are contiguous. Here the model has no MLA, its KV heads are not replicated, and the local layout is not `HND`; the layout check just before passed, so both sides use `NHD`."
        },
        {
          basis: [
            {
              source: {
                commit: "ca81811bfeca05f3104f2de7c58dd6d57d54472d",
                expect: '"Handshake failed for request %s, marking blocks as invalid", req_id',
                line: 1190,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py"
              }
            },
            {
              pr: 32031
            },
            {
              source: {
                expect: 'failure_type="handshake_failed",',
                line: 939,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: "self._handle_failed_transfer(req_id, None)",
                line: 944,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            }
          ],
          text: "The handshake runs in the background: vLLM logs `NIXL transfer failure: handshake_failed | Context: \u2026` (before PR #32031, `Handshake failed for request \u2026`) with this traceback, the requests waiting on it fail to load their KV, and the engine keeps running."
        },
        {
          basis: [
            {
              source: {
                expect: 'return "HND"',
                line: 161,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/connector.py"
              }
            },
            {
              source: {
                expect: "cache_layout = envs.VLLM_KV_CACHE_LAYOUT",
                line: 169,
                path: "vllm/v1/attention/backends/utils.py"
              }
            },
            {
              source: {
                expect: 'logger.info("Detected kv cache layout %s", self.kv_cache_layout)',
                line: 527,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            }
          ],
          text: "NixlConnector asks for `HND` on models without MLA, so `NHD` usually comes from `VLLM_KV_CACHE_LAYOUT=NHD` or from something else that sets the layout; each side logs it as `Detected kv cache layout \u2026`."
        }
      ],
      id: "nixl/heterogeneous-tp-head-splitting",
      labels: [],
      related: {
        entries: [
          "nixl/heterogeneous-tp-layout-mismatch",
          "nixl/transfer-failure"
        ]
      },
      signatures: [
        {
          exception: "RuntimeError",
          template: "Heterogeneous TP head-dimension splitting requires contiguous heads. Use HND layout on the prefill side."
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "NixlBaseConnectorWorker._validate_remote_agent_handshake",
        line: 1807,
        path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py",
        path_since_pr: 35264
      },
      title: "NIXL needs the HND layout to split KV heads across different TP sizes (`Heterogeneous TP head-dimension splitting \u2026`)",
      triggers: [
        {
          basis: [
            {
              source: {
                expect: "cache_layout = envs.VLLM_KV_CACHE_LAYOUT",
                line: 169,
                path: "vllm/v1/attention/backends/utils.py"
              }
            },
            {
              source: {
                expect: "abs(tp_ratio) != 1",
                line: 1801,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            }
          ],
          text: "`VLLM_KV_CACHE_LAYOUT=NHD` (or another source of `NHD`) on both sides, with different `--tensor-parallel-size` on prefill and decode."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              source: {
                expect: 'return "HND"',
                line: 161,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/connector.py"
              }
            },
            {
              source: {
                expect: "cache_layout = get_kv_connector_cache_layout()",
                line: 172,
                path: "vllm/v1/attention/backends/utils.py"
              }
            }
          ],
          text: "Use `HND` on both sides: leave `VLLM_KV_CACHE_LAYOUT` unset (NixlConnector then asks for `HND`) or set it to `HND`, and check the `Detected kv cache layout \u2026` lines."
        },
        {
          basis: [
            {
              source: {
                expect: 'and nixl_agent_meta.kv_cache_layout == "HND"',
                line: 1765,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: "assert not self._is_hma_required, (",
                line: 1771,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: "and not self.enable_permute_local_kv",
                line: 1805,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: "Prefill with 'HND' and decode with 'NHD'",
                line: 407,
                path: "docs/features/nixl_connector_usage.md"
              }
            }
          ],
          text: "Or, as the message says, `HND` on the prefill side only, together with the experimental `enable_permute_local_kv` on the decode side (`--kv-transfer-config '{\u2026, \"enable_permute_local_kv\": true}'`; not with the hybrid KV cache manager)."
        },
        {
          basis: [
            {
              source: {
                expect: "abs(tp_ratio) != 1",
                line: 1801,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            }
          ],
          text: "Or run prefill and decode with the same `--tensor-parallel-size`."
        }
      ]
    },
    {
      asks: [
        {
          how: "The full `vllm serve` command lines, with `--kv-transfer-config` and any `VLLM_KV_CACHE_LAYOUT` setting, of both sides.",
          id: "both-configs",
          satisfied_by: [
            {
              kind: "kv-transfer-config"
            }
          ],
          text: "The launch commands of the prefill and the decode instances."
        },
        {
          how: "It is logged at INFO level by each NIXL worker when it starts.",
          id: "layout-lines",
          satisfied_by: [],
          text: "The `Detected kv cache layout \u2026` line of each side."
        },
        {
          how: "`python collect_env.py` (the `vLLM Version :` line) on each node.",
          id: "vllm-version",
          satisfied_by: [
            {
              kind: "vllm-version"
            }
          ],
          text: "The vLLM version on both sides."
        }
      ],
      connector: "NixlConnector",
      examples: [
        "(Worker_TP0 pid=3310) ERROR 10-21 08:15:37 [base_worker.py:1080] RuntimeError: Heterogeneous TP expects same kv_cache_layout. Or enable experimental feature to use HND to NHD support by setting 'enable_permute_local_kv'=True in --kv-transfer-config.\n"
      ],
      explanation: [
        {
          basis: [
            {
              source: {
                commit: "ca81811bfeca05f3104f2de7c58dd6d57d54472d",
                expect: '"Handshake failed for request %s, marking blocks as invalid", req_id',
                line: 1190,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py"
              }
            },
            {
              pr: 32031
            },
            {
              source: {
                expect: "if not self.use_mla and nixl_agent_meta.kv_cache_layout != kv_cache_layout:",
                line: 1762,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: "self._validate_remote_agent_handshake(nixl_agent_meta, remote_tp_size)",
                line: 1617,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: "remote_agent_name = self.add_remote_agent(",
                line: 716,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: 'failure_type="handshake_failed",',
                line: 939,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: "self._handle_failed_transfer(req_id, None)",
                line: 944,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            }
          ],
          text: "While checking the remote side's handshake data, the NIXL connector found that the two sides use different KV cache layouts (`HND` and `NHD`). Despite the message's wording, the check fires for any layout difference on a model without MLA, whatever the tensor-parallel sizes."
        },
        {
          basis: [
            {
              source: {
                commit: "ca81811bfeca05f3104f2de7c58dd6d57d54472d",
                expect: '"Handshake failed for request %s, marking blocks as invalid", req_id',
                line: 1190,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py"
              }
            },
            {
              pr: 32031
            },
            {
              source: {
                expect: 'failure_type="handshake_failed",',
                line: 939,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: "self._handle_failed_transfer(req_id, None)",
                line: 944,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            }
          ],
          since_pr: 26171,
          text: "The handshake runs in the background: vLLM logs `NIXL transfer failure: handshake_failed | Context: \u2026` (before PR #32031, `Handshake failed for request \u2026`) with this traceback, the requests waiting on it fail to load their KV, and the engine keeps running."
        },
        {
          basis: [
            {
              source: {
                commit: "0d21b9b51eccabfa1f8114eab2df61d75459bee7",
                expect: 'logger.exception("Handshake with %s failed", eid)',
                line: 794,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py"
              }
            },
            {
              source: {
                commit: "0d21b9b51eccabfa1f8114eab2df61d75459bee7",
                expect: "# TODO: handle failure state of future in the",
                line: 798,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py"
              }
            },
            {
              source: {
                commit: "0d21b9b51eccabfa1f8114eab2df61d75459bee7",
                expect: "self._ready_requests.put(entry)",
                line: 801,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py"
              }
            },
            {
              source: {
                commit: "0d21b9b51eccabfa1f8114eab2df61d75459bee7",
                expect: "remote_xfer_side_handle = self.dst_xfer_side_handles[dst_engine_id]",
                line: 1408,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py"
              }
            },
            {
              pr: 26171
            }
          ],
          text: "The handshake runs in the background, and a failed one does not fail the request: vLLM logs `Handshake with \u2026 failed` with this traceback and queues the request for reading anyway. By our reading of the code, the read then looks up the remote agent the handshake never registered and raises a `KeyError` in the worker's `start_load_kv`, so the worker process dies, not just the request.",
          until_pr: 26171
        },
        {
          basis: [
            {
              source: {
                expect: "if use_mla:",
                line: 153,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/connector.py"
              }
            },
            {
              source: {
                expect: 'return "HND"',
                line: 161,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/connector.py"
              }
            },
            {
              source: {
                expect: "cache_layout = envs.VLLM_KV_CACHE_LAYOUT",
                line: 169,
                path: "vllm/v1/attention/backends/utils.py"
              }
            },
            {
              source: {
                expect: "cache_layout = get_kv_connector_cache_layout()",
                line: 172,
                path: "vllm/v1/attention/backends/utils.py"
              }
            },
            {
              source: {
                expect: 'logger.info("Detected kv cache layout %s", self.kv_cache_layout)',
                line: 527,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: 'and nixl_agent_meta.kv_cache_layout == "HND"',
                line: 1765,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: "assert not self._is_hma_required, (",
                line: 1771,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            }
          ],
          text: "On models without MLA, NixlConnector asks for the `HND` layout, unless something else sets it, such as `VLLM_KV_CACHE_LAYOUT`; each side logs its choice as `Detected kv cache layout \u2026`. The experimental `enable_permute_local_kv` named in the message only helps when the remote side is `HND` and the local side `NHD`, and not with the hybrid KV cache manager."
        }
      ],
      id: "nixl/heterogeneous-tp-layout-mismatch",
      labels: [],
      related: {
        entries: [
          "nixl/compatibility-hash-mismatch",
          "nixl/transfer-failure",
          "nixl/heterogeneous-tp-head-splitting"
        ]
      },
      signatures: [
        {
          exception: "RuntimeError",
          template: "Heterogeneous TP expects same kv_cache_layout. Or enable experimental feature to use HND to NHD support by setting 'enable_permute_local_kv'=True in --kv-transfer-config."
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "NixlBaseConnectorWorker._validate_remote_agent_handshake",
        line: 1776,
        path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py",
        path_since_pr: 35264
      },
      title: "NIXL handshake refused different KV cache layouts on the two sides (`Heterogeneous TP expects same kv_cache_layout`)",
      triggers: [
        {
          basis: [
            {
              source: {
                expect: "cache_layout = envs.VLLM_KV_CACHE_LAYOUT",
                line: 169,
                path: "vllm/v1/attention/backends/utils.py"
              }
            },
            {
              source: {
                expect: "if not self.use_mla and nixl_agent_meta.kv_cache_layout != kv_cache_layout:",
                line: 1762,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            }
          ],
          text: "`VLLM_KV_CACHE_LAYOUT` set on one side only, or to different values on the two sides."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              source: {
                expect: "cache_layout = envs.VLLM_KV_CACHE_LAYOUT",
                line: 169,
                path: "vllm/v1/attention/backends/utils.py"
              }
            },
            {
              source: {
                expect: 'logger.info("Detected kv cache layout %s", self.kv_cache_layout)',
                line: 527,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            }
          ],
          text: "Use the same layout on both sides: leave `VLLM_KV_CACHE_LAYOUT` unset everywhere or set it to the same value, and compare the `Detected kv cache layout \u2026` lines of the two sides."
        },
        {
          basis: [
            {
              source: {
                expect: "enable_permute_local_kv: bool = False",
                line: 66,
                path: "vllm/config/kv_transfer.py"
              }
            },
            {
              source: {
                expect: "self.kv_transfer_config.enable_permute_local_kv",
                line: 1764,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: "assert not self._is_hma_required, (",
                line: 1771,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: "Prefill with 'HND' and decode with 'NHD'",
                line: 407,
                path: "docs/features/nixl_connector_usage.md"
              }
            }
          ],
          text: "Only for a remote `HND` side and a local `NHD` side, with the hybrid KV cache manager off: the experimental `enable_permute_local_kv` (`--kv-transfer-config '{\u2026, \"enable_permute_local_kv\": true}'`) lets the local side permute the KV it receives."
        }
      ]
    },
    {
      asks: [
        {
          how: "The prefill instance's WARNING lines from the minutes before, for the same request id.",
          id: "lease-lines",
          satisfied_by: [],
          text: "The prefill's `Releasing expired KV blocks for request \u2026` lines before this one."
        },
        {
          how: "The `--kv-transfer-config` JSON of each instance, including any `kv_lease_duration`.",
          id: "kv-transfer-config",
          satisfied_by: [
            {
              kind: "kv-transfer-config"
            }
          ],
          text: "The `kv_transfer_config` of the prefill and the decode instances."
        },
        {
          how: "`python collect_env.py` (the `vLLM Version :` line) on each node.",
          id: "vllm-version",
          satisfied_by: [
            {
              kind: "vllm-version"
            }
          ],
          text: "The vLLM version on both sides."
        }
      ],
      connector: "NixlConnector",
      examples: [
        "(Worker_TP0 pid=9921) ERROR 08-18 22:41:19 [pull_worker.py:373] Potentially invalid KV blocks for unrecognized request cmpl-b71c0d2e9f3a4b5c8d6e7f8091a2b3c4-0-4e9a1f0c were retrieved by a decode worker. They may have expired.\n"
      ],
      explanation: [
        {
          basis: [
            {
              source: {
                expect: 'req_id, tp_size = msg.rsplit(":", 1)',
                line: 368,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/pull_worker.py"
              }
            },
            {
              source: {
                expect: "req_id not in self._reqs_to_send",
                line: 370,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/pull_worker.py"
              }
            },
            {
              source: {
                expect: '"a decode worker. They may have expired."',
                line: 376,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/pull_worker.py"
              }
            },
            {
              source: {
                expect: "del self._reqs_to_send[req_id]",
                line: 2170,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: "self._free_blocks(self.requests[req_id])",
                line: 2829,
                path: "vllm/v1/core/sched/scheduler.py"
              }
            }
          ],
          text: "An error line on the prefill side, not a crash: a decode worker told it that it had read the KV blocks of a request the prefill no longer tracks, most likely because the prefill had already released them when they expired. Released blocks can be reused by other requests, so the KV the decode side read for that request may be wrong."
        },
        {
          basis: [
            {
              source: {
                expect: '"Releasing expired KV blocks for request %s which were "',
                line: 2164,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: 'notif_id = f"{remote_request_id}:{self.world_size}".encode()',
                line: 264,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/pull_worker.py"
              }
            }
          ],
          text: "Look for `Releasing expired KV blocks for request \u2026` with the same id earlier in the prefill's log; the id is the prefill instance's own request id."
        }
      ],
      id: "nixl/invalid-blocks-unrecognized-request",
      labels: [],
      related: {
        entries: [
          "nixl/kv-lease-expired"
        ]
      },
      signatures: [
        {
          template: "Potentially invalid KV blocks for unrecognized request %s were retrieved by a decode worker. They may have expired."
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "NixlPullConnectorWorker._get_new_notifs",
        line: 373,
        path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/pull_worker.py",
        path_since_pr: 35264
      },
      title: "A NIXL decode worker read KV blocks the prefill had released (`Potentially invalid KV blocks for unrecognized request`)",
      triggers: [
        {
          basis: [
            {
              source: {
                expect: '"a decode worker. They may have expired."',
                line: 376,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/pull_worker.py"
              }
            },
            {
              source: {
                expect: "self._reqs_to_process.remove(req_id)",
                line: 2169,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            }
          ],
          text: "A decode read that completed after the prefill had released the blocks as expired."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              source: {
                expect: '"Potentially invalid KV blocks for "',
                line: 374,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/pull_worker.py"
              }
            }
          ],
          text: "Treat the output of that request as suspect; vLLM's message calls its KV potentially invalid."
        },
        {
          basis: [
            {
              source: {
                expect: '`--kv-transfer-config \'{"kv_connector_extra_config": {"kv_lease_duration": 60}}\'`',
                line: 128,
                path: "docs/features/nixl_connector_usage.md"
              }
            },
            {
              source: {
                expect: '"kv_lease_duration", 30',
                line: 77,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_scheduler.py"
              }
            },
            {
              docs: "https://docs.vllm.ai/en/latest/features/nixl_connector_usage.html"
            }
          ],
          since_pr: 41383,
          text: 'Make the lease fit the load: raise `kv_lease_duration` on the prefill instance (`--kv-transfer-config \'{"kv_connector_extra_config": {"kv_lease_duration": 60}}\'`), and check why the decode side read so late.'
        },
        {
          basis: [
            {
              source: {
                commit: "0d21b9b51eccabfa1f8114eab2df61d75459bee7",
                expect: "VLLM_NIXL_ABORT_REQUEST_TIMEOUT: int = 480",
                line: 185,
                path: "vllm/envs.py"
              }
            },
            {
              source: {
                commit: "0d21b9b51eccabfa1f8114eab2df61d75459bee7",
                expect: "time.perf_counter() + envs.VLLM_NIXL_ABORT_REQUEST_TIMEOUT",
                line: 490,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py"
              }
            }
          ],
          text: "Give the decode side longer before the prefill releases the blocks: set `VLLM_NIXL_ABORT_REQUEST_TIMEOUT` (seconds) in the prefill instance's environment, and check why the decode side read so late.",
          until_pr: 41383
        }
      ]
    },
    {
      asks: [
        {
          how: "Its lines around the time of this warning.",
          id: "decode-logs",
          satisfied_by: [],
          text: "The decode instance's log from the same minutes."
        },
        {
          how: "`python collect_env.py` (the `vLLM Version :` line) on each node.",
          id: "vllm-version",
          satisfied_by: [
            {
              kind: "vllm-version"
            }
          ],
          text: "The vLLM version on both sides."
        }
      ],
      connector: "NixlConnector",
      examples: [
        "(EngineCore_DP0 pid=51234) WARNING 10-02 09:14:03 [nixl_connector.py:1231] Releasing expired KV blocks for request cmpl-7c1e9a2b4d6f8a0c2e4b6d8f0a1c3e5b-0 which were retrieved by 0 decode worker(s) within 480 seconds.\n"
      ],
      explanation: [
        {
          basis: [
            {
              source: {
                commit: "0d21b9b51eccabfa1f8114eab2df61d75459bee7",
                expect: "VLLM_NIXL_ABORT_REQUEST_TIMEOUT: int = 480",
                line: 185,
                path: "vllm/envs.py"
              }
            },
            {
              source: {
                commit: "0d21b9b51eccabfa1f8114eab2df61d75459bee7",
                expect: "time.perf_counter() + envs.VLLM_NIXL_ABORT_REQUEST_TIMEOUT",
                line: 490,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py"
              }
            },
            {
              source: {
                commit: "0d21b9b51eccabfa1f8114eab2df61d75459bee7",
                expect: '"Releasing expired KV blocks for request %s which were "',
                line: 1232,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py"
              }
            },
            {
              source: {
                commit: "71d1d75b7abb0e2dfa70443e0c3f111de0a6be22",
                expect: "VLLM_NIXL_ABORT_REQUEST_TIMEOUT: int = 120",
                line: 141,
                path: "vllm/envs.py"
              }
            },
            {
              pr: 25897
            }
          ],
          text: "A warning on the prefill side, not a crash. In these builds there is no lease: the prefill keeps a finished prefill's blocks for `VLLM_NIXL_ABORT_REQUEST_TIMEOUT` seconds (an environment variable; default 480 since PR #25897, 120 before it) and releases them with this warning if the decode side has not read them by then. The count says how many decode workers had read them. When a crash is in the same thread, this warning alone does not say what caused it."
        }
      ],
      id: "nixl/kv-blocks-expired-abort-timeout",
      labels: [],
      related: {
        entries: [
          "nixl/kv-lease-expired"
        ]
      },
      review: "draft",
      signatures: [
        {
          log_file: "nixl_connector.py",
          ref: "0d21b9b51eccabfa1f8114eab2df61d75459bee7",
          template: "Releasing expired KV blocks for request %s which were retrieved by %d decode worker(s) within %d seconds."
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "NixlConnectorWorker.get_finished",
        line: 1231,
        note: "The older wording of `nixl/kv-lease-expired`'s warning, in the single-file `nixl_connector.py`; path and line are those of 0d21b9b51e. At the catalog's commit the connector is the `nixl/` package and the warning says `before lease expired` (PR #41383).",
        path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py",
        path_since_pr: 17751,
        ref: "0d21b9b51eccabfa1f8114eab2df61d75459bee7"
      },
      title: "NIXL prefill released KV blocks the decode side had not read within `VLLM_NIXL_ABORT_REQUEST_TIMEOUT` (older warning)",
      triggers: [
        {
          basis: [
            {
              source: {
                commit: "0d21b9b51eccabfa1f8114eab2df61d75459bee7",
                expect: "time.perf_counter() + envs.VLLM_NIXL_ABORT_REQUEST_TIMEOUT",
                line: 490,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py"
              }
            }
          ],
          text: "The decode instance crashed, restarted, or did not read the blocks within `VLLM_NIXL_ABORT_REQUEST_TIMEOUT` seconds of the prefill's end."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              source: {
                commit: "0d21b9b51eccabfa1f8114eab2df61d75459bee7",
                expect: "time.perf_counter() + envs.VLLM_NIXL_ABORT_REQUEST_TIMEOUT",
                line: 490,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py"
              }
            }
          ],
          investigates: true,
          text: "Check the decode side first: that it is up, that it received the request, and that it can reach this prefill instance over NIXL."
        }
      ]
    },
    {
      asks: [
        {
          how: "Its lines around the time of this warning, with `--enable-log-requests` if you can restart it.",
          id: "decode-logs",
          satisfied_by: [],
          text: "The decode instance's log from the same minutes."
        },
        {
          how: "The `--kv-transfer-config` JSON of each instance, including any `kv_lease_duration`.",
          id: "kv-transfer-config",
          satisfied_by: [
            {
              kind: "kv-transfer-config"
            }
          ],
          text: "The `kv_transfer_config` of the prefill and the decode instances."
        },
        {
          how: "`python collect_env.py` (the `vLLM Version :` line) on each node.",
          id: "vllm-version",
          satisfied_by: [
            {
              kind: "vllm-version"
            }
          ],
          text: "The vLLM version on both sides."
        }
      ],
      connector: "NixlConnector",
      examples: [
        "(Worker_TP0 pid=9921) WARNING 08-18 22:41:07 [base_worker.py:2163] Releasing expired KV blocks for request cmpl-b71c0d2e9f3a4b5c8d6e7f8091a2b3c4-0-4e9a1f0c which were retrieved by 0 remote worker(s) before lease expired.\n",
        "(Worker_TP1 pid=9922) WARNING 08-18 22:43:51 [base_worker.py:2163] Releasing expired KV blocks for request chatcmpl-2d4f6a8c0e1b3d5f7a9c1e3b5d7f9a1c-6b2e0d9f which were retrieved by 1 remote worker(s) before lease expired.\n"
      ],
      explanation: [
        {
          basis: [
            {
              source: {
                expect: "# Prefill request on remote. It will be read from D upon completion",
                line: 243,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/pull_scheduler.py"
              }
            },
            {
              source: {
                expect: "if now < expires:",
                line: 2159,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: "count = self.consumer_notification_counts_by_req.pop(req_id, 0)",
                line: 2161,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: "logger.warning(",
                line: 2163,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: "done_sending.add(req_id)",
                line: 2171,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: "self._free_blocks(self.requests[req_id])",
                line: 2829,
                path: "vllm/v1/core/sched/scheduler.py"
              }
            }
          ],
          text: "A warning on the prefill side, not a crash: it had kept a finished prefill's KV blocks for the decode side to read, but the lease on them ran out first, so it released them. The count says how many decode workers had read them by then (0: none). The request id is the prefill instance's own."
        },
        {
          basis: [
            {
              source: {
                expect: '"kv_lease_duration", 30',
                line: 77,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_scheduler.py"
              }
            },
            {
              source: {
                expect: "request_kv_blocks_ttl = self._kv_lease_duration",
                line: 244,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/pull_scheduler.py"
              }
            },
            {
              source: {
                expect: "new_expiry = time.perf_counter() + self._lease_extension",
                line: 2205,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: "While a request is **queued or in-flight** on D, D **periodically sends heartbeats** to P extending the lease.",
                line: 17,
                path: "docs/design/nixl_kv_cache_lease.md"
              }
            },
            {
              source: {
                expect: "**No heartbeat arrives** --- the lease expires and P reclaims the blocks.",
                line: 27,
                path: "docs/design/nixl_kv_cache_lease.md"
              }
            },
            {
              source: {
                expect: "req_id not in self._reqs_to_send",
                line: 370,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/pull_worker.py"
              }
            }
          ],
          since_pr: 41383,
          text: "The lease starts at `kv_lease_duration` seconds (default 30, in `kv_connector_extra_config`). While the request waits in the decode instance's queue, the decode side sends heartbeats that extend it. The lease runs out when neither a heartbeat nor the decode side's read notice arrives in time. If the decode side still reads these blocks later, the prefill logs `Potentially invalid KV blocks for unrecognized request \u2026` for the same id."
        },
        {
          basis: [
            {
              source: {
                commit: "0d21b9b51eccabfa1f8114eab2df61d75459bee7",
                expect: "VLLM_NIXL_ABORT_REQUEST_TIMEOUT: int = 480",
                line: 185,
                path: "vllm/envs.py"
              }
            },
            {
              source: {
                commit: "0d21b9b51eccabfa1f8114eab2df61d75459bee7",
                expect: "time.perf_counter() + envs.VLLM_NIXL_ABORT_REQUEST_TIMEOUT",
                line: 490,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py"
              }
            },
            {
              source: {
                commit: "0d21b9b51eccabfa1f8114eab2df61d75459bee7",
                expect: '"Releasing expired KV blocks for request %s which were "',
                line: 1232,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py"
              }
            },
            {
              source: {
                commit: "71d1d75b7abb0e2dfa70443e0c3f111de0a6be22",
                expect: "VLLM_NIXL_ABORT_REQUEST_TIMEOUT: int = 120",
                line: 141,
                path: "vllm/envs.py"
              }
            },
            {
              pr: 25897
            },
            {
              pr: 41383
            }
          ],
          text: "There is no lease in this build: the prefill keeps a finished prefill's blocks for `VLLM_NIXL_ABORT_REQUEST_TIMEOUT` seconds (an environment variable; default 480 since PR #25897, 120 before it) and releases them with this warning if the decode side has not read them by then. The count says how many decode workers had read them.",
          until_pr: 41383
        }
      ],
      id: "nixl/kv-lease-expired",
      labels: [],
      related: {
        entries: [
          "nixl/invalid-blocks-unrecognized-request",
          "nixl/transfer-failure",
          "nixl/kv-blocks-expired-abort-timeout"
        ]
      },
      signatures: [
        {
          template: "Releasing expired KV blocks for request %s which were retrieved by %d remote worker(s) before lease expired."
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "NixlBaseConnectorWorker.get_finished",
        line: 2163,
        path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py",
        path_since_pr: 35264
      },
      title: "NIXL prefill released KV blocks whose lease expired before the decode side read them (warning)",
      triggers: [
        {
          basis: [
            {
              source: {
                expect: "If D crashes and stops heartbeating, P reclaims blocks within seconds of the last heartbeat",
                line: 17,
                path: "docs/design/nixl_kv_cache_lease.md"
              }
            }
          ],
          since_pr: 41383,
          text: "The decode instance crashed, restarted or stopped sending heartbeats while the request was waiting for it."
        },
        {
          basis: [
            {
              source: {
                expect: "heartbeating must start **as soon as a request enters D's scheduler**",
                line: 35,
                path: "docs/design/nixl_kv_cache_lease.md"
              }
            }
          ],
          since_pr: 41383,
          text: "The request never reached a decode instance after its prefill (heartbeats start only when it enters the decode scheduler)."
        },
        {
          basis: [
            {
              source: {
                expect: "duration (`kv_lease_duration`) is too short for your network or workload.",
                line: 466,
                path: "docs/features/nixl_connector_usage.md"
              }
            }
          ],
          since_pr: 41383,
          text: "A lease too short for the network or the load, as vLLM's NIXL guide puts it."
        },
        {
          basis: [
            {
              source: {
                commit: "0d21b9b51eccabfa1f8114eab2df61d75459bee7",
                expect: "time.perf_counter() + envs.VLLM_NIXL_ABORT_REQUEST_TIMEOUT",
                line: 490,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py"
              }
            }
          ],
          text: "The decode instance crashed, restarted, or did not read the blocks within `VLLM_NIXL_ABORT_REQUEST_TIMEOUT` seconds of the prefill's end.",
          until_pr: 41383
        }
      ],
      workarounds: [
        {
          basis: [
            {
              source: {
                expect: "If D is merely overloaded, the heartbeats keep the blocks alive for as long as needed.",
                line: 17,
                path: "docs/design/nixl_kv_cache_lease.md"
              }
            }
          ],
          investigates: true,
          text: "Check the decode side first: that it is up, that it received the request (its `--enable-log-requests` lines), and that it can reach this prefill instance over NIXL."
        },
        {
          basis: [
            {
              source: {
                expect: '`--kv-transfer-config \'{"kv_connector_extra_config": {"kv_lease_duration": 60}}\'`',
                line: 128,
                path: "docs/features/nixl_connector_usage.md"
              }
            },
            {
              source: {
                expect: "High `vllm:nixl_num_kv_expired_reqs` indicates that the prefiller's lease",
                line: 465,
                path: "docs/features/nixl_connector_usage.md"
              }
            },
            {
              docs: "https://docs.vllm.ai/en/latest/features/nixl_connector_usage.html"
            }
          ],
          since_pr: 41383,
          text: 'If it happens under load, raise `kv_lease_duration` on the prefill instance, e.g. `--kv-transfer-config \'{"kv_connector_extra_config": {"kv_lease_duration": 60}}\'`, as vLLM\'s NIXL guide suggests when `vllm:nixl_num_kv_expired_reqs` is high.'
        },
        {
          basis: [
            {
              source: {
                commit: "0d21b9b51eccabfa1f8114eab2df61d75459bee7",
                expect: "VLLM_NIXL_ABORT_REQUEST_TIMEOUT: int = 480",
                line: 185,
                path: "vllm/envs.py"
              }
            },
            {
              source: {
                commit: "0d21b9b51eccabfa1f8114eab2df61d75459bee7",
                expect: "time.perf_counter() + envs.VLLM_NIXL_ABORT_REQUEST_TIMEOUT",
                line: 490,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py"
              }
            }
          ],
          text: "If it happens under load, give the decode side longer: set `VLLM_NIXL_ABORT_REQUEST_TIMEOUT` (seconds) in the prefill instance's environment to more than the time a request can wait on the decode side.",
          until_pr: 41383
        }
      ]
    },
    {
      asks: [
        {
          how: "`pip show nixl`. collect_env does not list it.",
          id: "nixl-version",
          satisfied_by: [
            {
              kind: "package-version",
              package: "nixl"
            }
          ],
          text: "The NIXL package version."
        },
        {
          how: 'The output of `python -c "import nixl._api"` in the environment that runs vLLM.',
          how_on_rocm: "On ROCm, import the module your vLLM version imports instead: `nixl_rocm._api` since PR #49251, `rixl._api` from PR #31460 until then, `nixl._api` before PR #31460.",
          id: "import-check",
          satisfied_by: [
            {
              kind: "import-error"
            }
          ],
          text: "The result of importing NIXL's API module directly."
        },
        {
          how: "`python collect_env.py` (the `vLLM Version :` line) or `pip show vllm`.",
          id: "vllm-version",
          satisfied_by: [
            {
              kind: "vllm-version"
            }
          ],
          text: "The vLLM version."
        }
      ],
      connector: "NixlConnector",
      examples: [
        '(EngineCore_DP0 pid=1180) ERROR 10-02 07:45:19 [core.py:936]   File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py", line 262, in __init__\n(EngineCore_DP0 pid=1180) ERROR 10-02 07:45:19 [core.py:936]     raise RuntimeError("NIXL is not available")\n(EngineCore_DP0 pid=1180) ERROR 10-02 07:45:19 [core.py:936] RuntimeError: NIXL is not available\n'
      ],
      explanation: [
        {
          basis: [
            {
              source: {
                expect: 'return "nixl_rocm" if current_platform.is_rocm() else "nixl"',
                line: 40,
                path: "vllm/distributed/nixl_utils.py"
              }
            },
            {
              source: {
                expect: 'return f"{package_name}._api"',
                line: 47,
                path: "vllm/distributed/nixl_utils.py"
              }
            },
            {
              source: {
                expect: '"NixlWrapper": "nixl_agent",',
                line: 52,
                path: "vllm/distributed/nixl_utils.py"
              }
            },
            {
              source: {
                expect: "except ImportError:",
                line: 60,
                path: "vllm/distributed/nixl_utils.py"
              }
            },
            {
              source: {
                expect: 'logger.warning_once("NIXL is not available")',
                line: 62,
                path: "vllm/distributed/nixl_utils.py"
              }
            },
            {
              source: {
                expect: 'logger.error("NIXL is not available")',
                line: 261,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: 'raise RuntimeError("NIXL is not available")',
                line: 262,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            }
          ],
          text: "The NIXL connector's worker found no usable NIXL library when it started. vLLM imports NIXL's API module (`nixl._api` on NVIDIA), and that import failed or the module had no `nixl_agent`. The worker logs `NIXL is not available` and raises it as a `RuntimeError`, so it fails to start. The import's own error is not shown; importing the module directly shows it."
        },
        {
          basis: [
            {
              source: {
                expect: 'return "nixl_rocm" if current_platform.is_rocm() else "nixl"',
                line: 40,
                path: "vllm/distributed/nixl_utils.py"
              }
            },
            {
              pr: 49251
            }
          ],
          platform: "rocm",
          since_pr: 49251,
          text: "On ROCm, vLLM imports `nixl_rocm._api` (since PR #49251)."
        },
        {
          basis: [
            {
              source: {
                commit: "6049424b7e81d0c22a25b202449fa2007be454d7",
                expect: 'package_name = "rixl" if current_platform.is_rocm() else "nixl"',
                line: 40,
                path: "vllm/distributed/nixl_utils.py"
              }
            },
            {
              source: {
                commit: "0f35429a0c4b2fd1b6b64e4af042f51afa2ba4a9",
                expect: "from rixl._api import nixl_agent as NixlWrapper",
                line: 91,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py"
              }
            },
            {
              pr: 31460
            },
            {
              pr: 49251
            }
          ],
          platform: "rocm",
          since_pr: 31460,
          text: "On ROCm, vLLM imports `rixl._api` (from PR #31460 until PR #49251).",
          until_pr: 49251
        },
        {
          basis: [
            {
              source: {
                commit: "d63b969675f1e655ad318b629d9eb1516705a8c4",
                expect: "from nixl._api import nixl_agent as NixlWrapper",
                line: 87,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py"
              }
            },
            {
              pr: 31460
            }
          ],
          platform: "rocm",
          text: "On ROCm, vLLM imports `nixl._api`, as on NVIDIA (before PR #31460).",
          until_pr: 31460
        }
      ],
      id: "nixl/not-available",
      labels: [],
      signatures: [
        {
          exception: "RuntimeError",
          template: "NIXL is not available"
        },
        {
          template: "NIXL is not available"
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "NixlBaseConnectorWorker.__init__",
        line: 262,
        path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py",
        path_since_pr: 35264
      },
      title: "NixlConnector could not load the NIXL library (`NIXL is not available`)",
      triggers: [
        {
          basis: [
            {
              source: {
                expect: "module = importlib.import_module(_get_nixl_module_name(name))",
                line: 59,
                path: "vllm/distributed/nixl_utils.py"
              }
            },
            {
              source: {
                expect: 'return f"{package_name}._api"',
                line: 47,
                path: "vllm/distributed/nixl_utils.py"
              }
            }
          ],
          text: "Starting vLLM with `NixlConnector` (or `NixlPullConnector` / `NixlPushConnector`) in an environment where NIXL's API module (`nixl._api` on NVIDIA) cannot be imported."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              source: {
                expect: "Install the NIXL library: `uv pip install nixl`",
                line: 11,
                path: "docs/features/nixl_connector_usage.md"
              }
            },
            {
              source: {
                expect: 'return "nixl_rocm" if current_platform.is_rocm() else "nixl"',
                line: 40,
                path: "vllm/distributed/nixl_utils.py"
              }
            },
            {
              source: {
                expect: 'return f"{package_name}._api"',
                line: 47,
                path: "vllm/distributed/nixl_utils.py"
              }
            },
            {
              source: {
                expect: "builds NIXL and UCX with ROCm support from source",
                line: 16,
                path: "docs/features/nixl_connector_usage.md"
              }
            },
            {
              pr: 49251
            },
            {
              pr: 31460
            },
            {
              docs: "https://docs.vllm.ai/en/latest/features/nixl_connector_usage.html"
            }
          ],
          installs: "nixl",
          text: 'Install NIXL in the same Python environment as vLLM (`uv pip install nixl` on NVIDIA), then check with `python -c "import nixl._api"`. If that fails, its error shows why. On ROCm, import the module your vLLM version uses (`nixl_rocm._api` since PR #49251, `rixl._api` from PR #31460 until then, `nixl._api` before PR #31460); the ROCm Dockerfile builds NIXL and UCX with ROCm support.'
        }
      ]
    },
    {
      asks: [
        {
          how: "`pip show nixl` (or `nixl-cu12` / `nixl-cu13`). collect_env does not list it.",
          id: "nixl-version",
          satisfied_by: [
            {
              kind: "package-version",
              package: "nixl"
            }
          ],
          text: "The NIXL package version."
        },
        {
          how: "The other instance's log around the time of the first disconnect.",
          id: "peer-state",
          satisfied_by: [],
          text: "Whether the other instance restarted or failed at the time of the error."
        },
        {
          how: "`python collect_env.py` (the `vLLM Version :` line) or `pip show vllm`.",
          id: "vllm-version",
          satisfied_by: [
            {
              kind: "vllm-version"
            }
          ],
          text: "The vLLM version."
        }
      ],
      connector: "NixlConnector",
      examples: [
        'Traceback (most recent call last):\n  File "/usr/local/lib/python3.12/dist-packages/nixl/_api.py", line 903, in check_xfer_state\n    status = self.agent.getXferStatus(handle)\nnixl._bindings.nixlRemoteDisconnectError: NIXL_ERR_REMOTE_DISCONNECT\n'
      ],
      explanation: [
        {
          basis: [
            {
              project_source: {
                commit: "8770b655a6b17b5cdf7d2b56b6e0be5392496df5",
                expect: "throw nixlRemoteDisconnectError(",
                line: 128,
                path: "src/bindings/python/nixl_bindings.cpp",
                repository: "ai-dynamo/nixl"
              }
            },
            {
              project_source: {
                commit: "8770b655a6b17b5cdf7d2b56b6e0be5392496df5",
                expect: "case UCS_ERR_NOT_CONNECTED:",
                line: 50,
                path: "src/plugins/ucx/ucx_enums.cpp",
                repository: "ai-dynamo/nixl"
              }
            },
            {
              project_source: {
                commit: "8770b655a6b17b5cdf7d2b56b6e0be5392496df5",
                expect: "case UCS_ERR_CONNECTION_RESET:",
                line: 51,
                path: "src/plugins/ucx/ucx_enums.cpp",
                repository: "ai-dynamo/nixl"
              }
            },
            {
              project_source: {
                commit: "8770b655a6b17b5cdf7d2b56b6e0be5392496df5",
                expect: "return NIXL_ERR_REMOTE_DISCONNECT;",
                line: 54,
                path: "src/plugins/ucx/ucx_enums.cpp",
                repository: "ai-dynamo/nixl"
              }
            }
          ],
          text: "NIXL, the transfer library under vLLM's NIXL connectors, raised this, not vLLM: its Python bindings turn the status `NIXL_ERR_REMOTE_DISCONNECT` into `nixlRemoteDisconnectError`. With the UCX backend that status stands for a connection to the peer that is not connected, was reset, or timed out: the other instance (or the network path to it) went away while a transfer was posted or in flight. The fix, if one is needed, is in the network or in NIXL, not in vLLM's connector."
        },
        {
          basis: [
            {
              project_source: {
                commit: "8770b655a6b17b5cdf7d2b56b6e0be5392496df5",
                expect: "data->invalidateRemoteData(req_hndl->remoteAgent, req_hndl->remoteGeneration_);",
                line: 1140,
                path: "src/core/nixl_agent.cpp",
                repository: "ai-dynamo/nixl"
              }
            },
            {
              project_source: {
                commit: "8770b655a6b17b5cdf7d2b56b6e0be5392496df5",
                expect: "was disconnected after transfer request creation",
                line: 1142,
                path: "src/core/nixl_agent.cpp",
                repository: "ai-dynamo/nixl"
              }
            }
          ],
          text: "On that status NIXL also forgets what it knew of the remote agent (its memory registrations), so transfers to the same peer can keep failing afterwards, for example with `NIXL_ERR_NOT_FOUND`, until the peer's metadata is loaded again."
        },
        {
          basis: [
            {
              source: {
                expect: "xfer_state = self.nixl_wrapper.check_xfer_state(handle)",
                line: 2232,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: 'failure_type="transfer_exception",',
                line: 2251,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: "self._handle_failed_transfer(req_id, handle)",
                line: 2256,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              pr: 32031
            }
          ],
          since_pr: 32031,
          text: "When vLLM's NIXL connector meets it while checking a read's state, it logs `NIXL transfer failure: transfer_exception` and marks that request's blocks as invalid instead of stopping the engine."
        }
      ],
      id: "nixl/remote-disconnect",
      labels: [],
      raised_by: "the NIXL library, the `nixl` package",
      related: {
        entries: [
          "nixl/backend-error",
          "nixl/status-error"
        ]
      },
      review: "draft",
      signatures: [
        {
          exception: "nixl._bindings.nixlRemoteDisconnectError",
          template: "NIXL_ERR_REMOTE_DISCONNECT"
        },
        {
          exception: "nixl._bindings.nixlRemoteDisconnectError"
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "NixlBaseConnectorWorker._pop_done_transfers",
        line: 0,
        note: "Not a vLLM raise site: NIXL's Python bindings raise the exception for the status NIXL_ERR_REMOTE_DISCONNECT (raised_in). The vLLM frame that called into NIXL varies (posting a transfer, checking its state, or another component's use of NIXL such as the KV-offload P2P tier).",
        path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py",
        path_since_pr: 35264,
        raised_in: {
          commit: "8770b655a6b17b5cdf7d2b56b6e0be5392496df5",
          expect: "throw nixlRemoteDisconnectError(nixlEnumStrings::statusStr(status).c_str());",
          line: 128,
          path: "src/bindings/python/nixl_bindings.cpp",
          project: "nixl",
          repository: "ai-dynamo/nixl"
        }
      },
      title: "NIXL lost its connection to the remote agent (`nixlRemoteDisconnectError: NIXL_ERR_REMOTE_DISCONNECT`)",
      triggers: [
        {
          basis: [
            {
              project_source: {
                commit: "8770b655a6b17b5cdf7d2b56b6e0be5392496df5",
                expect: "was disconnected after transfer request creation",
                line: 1142,
                path: "src/core/nixl_agent.cpp",
                repository: "ai-dynamo/nixl"
              }
            }
          ],
          text: "The other instance (prefill or decode) restarted, crashed or was replaced while transfers with it were posted."
        },
        {
          basis: [
            {
              project_source: {
                commit: "8770b655a6b17b5cdf7d2b56b6e0be5392496df5",
                expect: "case UCS_ERR_CONNECTION_RESET:",
                line: 51,
                path: "src/plugins/ucx/ucx_enums.cpp",
                repository: "ai-dynamo/nixl"
              }
            }
          ],
          text: "The network path between the two instances dropped or timed out (a UCX endpoint timeout or reset)."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              project_source: {
                commit: "8770b655a6b17b5cdf7d2b56b6e0be5392496df5",
                expect: "was disconnected after transfer request creation",
                line: 1142,
                path: "src/core/nixl_agent.cpp",
                repository: "ai-dynamo/nixl"
              }
            }
          ],
          investigates: true,
          text: "Check whether the peer instance restarted or died at that time (its own log), and the network between the two nodes; NIXL and UCX log lines printed before the traceback name the peer and the transport error."
        },
        {
          basis: [
            {
              project_source: {
                commit: "8770b655a6b17b5cdf7d2b56b6e0be5392496df5",
                expect: "return NIXL_ERR_REMOTE_DISCONNECT;",
                line: 54,
                path: "src/plugins/ucx/ucx_enums.cpp",
                repository: "ai-dynamo/nixl"
              }
            }
          ],
          text: "If the peer was up and the disconnects repeat, report it to NIXL (https://github.com/ai-dynamo/nixl/issues) with the `nixl` and UCX versions and the transport (`UCX_TLS`), since the status comes from NIXL's backend."
        }
      ]
    },
    {
      asks: [
        {
          how: "`pip show nixl` (or `nixl-cu12` / `nixl-cu13`). collect_env does not list it.",
          id: "nixl-version",
          satisfied_by: [
            {
              kind: "package-version",
              package: "nixl"
            }
          ],
          text: "The NIXL package version."
        },
        {
          how: "The 30 or so lines printed before the traceback in the same process's output.",
          id: "backend-log",
          satisfied_by: [],
          text: "The NIXL and backend log lines printed before the error."
        }
      ],
      connector: "NixlConnector",
      examples: [
        'Traceback (most recent call last):\n  File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py", line 1602, in register_kv_caches\n    self.src_xfer_side_handle = self.nixl_wrapper.prep_xfer_dlist("NIXL_INIT_AGENT", descs)\n  File "/usr/local/lib/python3.12/dist-packages/nixl/_api.py", line 588, in prep_xfer_dlist\n    handle = self.agent.prepXferDlist(agent_name, descs, handle_list)\nnixl._bindings.nixlNotFoundError: NIXL_ERR_NOT_FOUND\n',
        "2026-03-02 11:40:12 ERROR worker.py:88 transfer setup failed: nixlUnknownError('NIXL_ERR_UNKNOWN')\n"
      ],
      explanation: [
        {
          basis: [
            {
              project_source: {
                commit: "8770b655a6b17b5cdf7d2b56b6e0be5392496df5",
                expect: "throw nixlNotFoundError(",
                line: 110,
                path: "src/bindings/python/nixl_bindings.cpp",
                repository: "ai-dynamo/nixl"
              }
            },
            {
              project_source: {
                commit: "8770b655a6b17b5cdf7d2b56b6e0be5392496df5",
                expect: "throw nixlNotAllowedError(",
                line: 116,
                path: "src/bindings/python/nixl_bindings.cpp",
                repository: "ai-dynamo/nixl"
              }
            },
            {
              project_source: {
                commit: "8770b655a6b17b5cdf7d2b56b6e0be5392496df5",
                expect: "throw nixlUnknownError(",
                line: 122,
                path: "src/bindings/python/nixl_bindings.cpp",
                repository: "ai-dynamo/nixl"
              }
            },
            {
              source: {
                expect: 'return f"{package_name}._api"',
                line: 47,
                path: "vllm/distributed/nixl_utils.py"
              }
            }
          ],
          text: "NIXL, not vLLM, raised this: its Python bindings turn a failing status of the NIXL agent into one exception class per status, with the status name as the message. The name is all the exception says (not found, not allowed, unknown); NIXL logs its reason with the failing call, and which call failed is in the frames just above the `nixl` ones. vLLM's source does not say more about these statuses."
        },
        {
          basis: [
            {
              project_source: {
                commit: "8770b655a6b17b5cdf7d2b56b6e0be5392496df5",
                expect: "data->invalidateRemoteData(req_hndl->remoteAgent, req_hndl->remoteGeneration_);",
                line: 1140,
                path: "src/core/nixl_agent.cpp",
                repository: "ai-dynamo/nixl"
              }
            }
          ],
          text: "A `NIXL_ERR_NOT_FOUND` on a transfer to a peer can follow a lost connection: after `NIXL_ERR_REMOTE_DISCONNECT` NIXL drops the remote agent's data, so later calls naming it do not find it."
        }
      ],
      id: "nixl/status-error",
      labels: [],
      raised_by: "the NIXL library, the `nixl` package",
      related: {
        entries: [
          "nixl/backend-error",
          "nixl/remote-disconnect"
        ]
      },
      review: "draft",
      signatures: [
        {
          exception: "nixl._bindings.nixlNotFoundError",
          template: "NIXL_ERR_NOT_FOUND"
        },
        {
          exception: "nixl._bindings.nixlNotAllowedError",
          template: "NIXL_ERR_NOT_ALLOWED"
        },
        {
          exception: "nixl._bindings.nixlUnknownError",
          template: "NIXL_ERR_UNKNOWN"
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "NixlBaseConnectorWorker.register_kv_caches",
        line: 0,
        note: "Not a vLLM raise site: NIXL's Python bindings raise one exception class per error status (raised_in names the not-found one; not-allowed and unknown are beside it). The calling frame varies: vLLM's NIXL connector, Dynamo's nixl_connect, or another user of NIXL.",
        path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py",
        path_since_pr: 35264,
        raised_in: {
          commit: "8770b655a6b17b5cdf7d2b56b6e0be5392496df5",
          expect: "throw nixlNotFoundError(nixlEnumStrings::statusStr(status).c_str());",
          line: 110,
          path: "src/bindings/python/nixl_bindings.cpp",
          project: "nixl",
          repository: "ai-dynamo/nixl"
        }
      },
      title: "The NIXL library returned an error status (`NIXL_ERR_NOT_FOUND`, `NIXL_ERR_NOT_ALLOWED`, `NIXL_ERR_UNKNOWN`)",
      triggers: [
        {
          basis: [
            {
              source: {
                expect: "handle = self.nixl_wrapper.make_prepped_xfer(",
                line: 322,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/pull_worker.py"
              }
            },
            {
              project_source: {
                commit: "8770b655a6b17b5cdf7d2b56b6e0be5392496df5",
                expect: "throw nixlNotFoundError(",
                line: 110,
                path: "src/bindings/python/nixl_bindings.cpp",
                repository: "ai-dynamo/nixl"
              }
            }
          ],
          text: "A NIXL call (registering memory, preparing a descriptor list, posting or checking a transfer) that named something the agent does not hold, or was made in a state NIXL refuses."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              project_source: {
                commit: "8770b655a6b17b5cdf7d2b56b6e0be5392496df5",
                expect: "was disconnected after transfer request creation",
                line: 1142,
                path: "src/core/nixl_agent.cpp",
                repository: "ai-dynamo/nixl"
              }
            }
          ],
          investigates: true,
          text: "Read the NIXL log lines printed before the traceback (NIXL logs the reason with the failing call) and the frame just above the `nixl` frames, and look for an earlier `NIXL_ERR_REMOTE_DISCONNECT` with the same peer."
        },
        {
          basis: [
            {
              project_source: {
                commit: "8770b655a6b17b5cdf7d2b56b6e0be5392496df5",
                expect: "throw nixlUnknownError(",
                line: 122,
                path: "src/bindings/python/nixl_bindings.cpp",
                repository: "ai-dynamo/nixl"
              }
            }
          ],
          text: "The status comes from NIXL: when the log does not explain it, report it to NIXL (https://github.com/ai-dynamo/nixl/issues) with the `nixl` version, the backend and the traceback."
        }
      ]
    },
    {
      asks: [
        {
          how: "Every line from `NIXL transfer failure:` to the end of the traceback after it, from the worker that logged it.",
          id: "error-lines",
          satisfied_by: [
            {
              kind: "traceback"
            }
          ],
          text: "The whole `NIXL transfer failure` line and the traceback logged with it."
        },
        {
          how: "The `--kv-transfer-config` JSON of each instance, and the `VLLM_NIXL_SIDE_CHANNEL_HOST` / `VLLM_NIXL_SIDE_CHANNEL_PORT` you set.",
          id: "kv-transfer-config",
          satisfied_by: [
            {
              kind: "kv-transfer-config"
            }
          ],
          text: "The `kv_transfer_config` of the prefill and the decode instances."
        },
        {
          how: "`pip show nixl`. collect_env does not list it.",
          id: "nixl-version",
          satisfied_by: [
            {
              kind: "package-version",
              package: "nixl"
            }
          ],
          text: "The NIXL package version."
        },
        {
          how: "`python collect_env.py` (the `vLLM Version :` line) on each node.",
          id: "vllm-version",
          satisfied_by: [
            {
              kind: "vllm-version"
            }
          ],
          text: "The vLLM version on both sides."
        }
      ],
      connector: "NixlConnector",
      examples: [
        `(Worker_TP0 pid=41877) ERROR 08-19 03:12:44 [base_worker.py:938] NIXL transfer failure: handshake_failed | Context: {'failure_type': 'handshake_failed', 'request_id': 'cmpl-6e1d2c3b4a5f4e6d8c7b9a0f1e2d3c4b-0-7f3a9c1e', 'engine_id': '4c2f7d1e-9b0a-4e5c-8d3f-2a1b0c9d8e7f', 'remote_engine_id': 'a91e3b5c-2d4f-4a6b-9c8d-7e6f5a4b3c2d', 'remote_request_id': 'cmpl-6e1d2c3b4a5f4e6d8c7b9a0f1e2d3c4b-0-0b8d2e4f', 'remote_host': 'localhost', 'remote_port': 5600, 'num_local_blocks': 64, 'num_remote_blocks': 64, 'local_block_ids_sample': [812, 813, 814, 815, 816, 817, 818, 819, 820, 821]}
(Worker_TP0 pid=41877) ERROR 08-19 03:12:44 [base_worker.py:938] Traceback (most recent call last):
(Worker_TP0 pid=41877) ERROR 08-19 03:12:44 [base_worker.py:938]   File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py", line 935, in request_ready
(Worker_TP0 pid=41877) ERROR 08-19 03:12:44 [base_worker.py:938]     f.result()
(Worker_TP0 pid=41877) ERROR 08-19 03:12:44 [base_worker.py:938]   File "/usr/lib/python3.12/concurrent/futures/_base.py", line 449, in result
(Worker_TP0 pid=41877) ERROR 08-19 03:12:44 [base_worker.py:938]     return self.__get_result()
(Worker_TP0 pid=41877) ERROR 08-19 03:12:44 [base_worker.py:938]   File "/usr/lib/python3.12/concurrent/futures/_base.py", line 401, in __get_result
(Worker_TP0 pid=41877) ERROR 08-19 03:12:44 [base_worker.py:938]     raise self._exception
(Worker_TP0 pid=41877) ERROR 08-19 03:12:44 [base_worker.py:938]   File "/usr/lib/python3.12/concurrent/futures/thread.py", line 59, in run
(Worker_TP0 pid=41877) ERROR 08-19 03:12:44 [base_worker.py:938]     result = self.fn(*self.args, **self.kwargs)
(Worker_TP0 pid=41877) ERROR 08-19 03:12:44 [base_worker.py:938]   File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py", line 639, in _nixl_handshake
(Worker_TP0 pid=41877) ERROR 08-19 03:12:44 [base_worker.py:938]     reply_parts = sock.recv_multipart()
(Worker_TP0 pid=41877) ERROR 08-19 03:12:44 [base_worker.py:938]   File "/usr/local/lib/python3.12/dist-packages/zmq/sugar/socket.py", line 808, in recv_multipart
(Worker_TP0 pid=41877) ERROR 08-19 03:12:44 [base_worker.py:938]     parts = [self.recv(flags, copy=copy, track=track)]
(Worker_TP0 pid=41877) ERROR 08-19 03:12:44 [base_worker.py:938] zmq.error.Again: Resource temporarily unavailable
`,
        "(Worker_TP1 pid=41878) ERROR 08-19 03:20:02 [base_worker.py:2242] NIXL transfer failure: transfer_failed. Marking blocks as invalid | Context: {'failure_type': 'transfer_failed', 'request_id': 'chatcmpl-0f1e2d3c4b5a69788796a5b4c3d2e1f0-2c9d8e7f', 'engine_id': '4c2f7d1e-9b0a-4e5c-8d3f-2a1b0c9d8e7f', 'remote_engine_id': 'a91e3b5c-2d4f-4a6b-9c8d-7e6f5a4b3c2d', 'remote_request_id': 'chatcmpl-0f1e2d3c4b5a69788796a5b4c3d2e1f0-5e6f7a8b', 'remote_host': '10.40.1.12', 'remote_port': 5601, 'num_local_blocks': 128, 'num_remote_blocks': 128, 'local_block_ids_sample': [40, 41, 42, 43, 44, 45, 46, 47, 48, 49], 'xfer_state': 'ERR'}\n"
      ],
      explanation: [
        {
          basis: [
            {
              source: {
                expect: '"NIXL transfer failure: %s | Context: %s",',
                line: 851,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: "exc_info=error is not None,",
                line: 854,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: '"failure_type": failure_type,',
                line: 819,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: '"engine_id": self.engine_id,',
                line: 821,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: '"remote_host": meta.remote.host,',
                line: 832,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: 'failure_type="handshake_failed",',
                line: 939,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: 'failure_type="transfer_failed",',
                line: 2243,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: 'failure_type="transfer_setup_failed",',
                line: 339,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/pull_worker.py"
              }
            },
            {
              source: {
                expect: 'failure_type="notification_failed",',
                line: 275,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/pull_worker.py"
              }
            }
          ],
          text: "The NIXL connector logged a failed step of a KV transfer; it is an error line, not a crash, and the engine keeps running. The first field names the step (`handshake_failed`, `transfer_failed`, `transfer_setup_failed`, `notification_failed`, \u2026), and the context holds the request id, the engine ids and, when known, the remote host and port. For `handshake_failed`, the traceback logged with it ends in the real error, which may have its own entry."
        },
        {
          basis: [
            {
              source: {
                expect: "self._handle_failed_transfer(req_id, None)",
                line: 944,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: "self._handle_failed_transfer(req_id, handle)",
                line: 2248,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: "# TODO (NickLucche) handle failed transfer for HMA.",
                line: 2276,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: "if (meta := self._recving_metadata.get(req_id)) and not self._is_hma_required:",
                line: 2277,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: 'kv_load_failure_policy: Literal["recompute", "fail"] = "fail"',
                line: 69,
                path: "vllm/config/kv_transfer.py"
              }
            },
            {
              source: {
                expect: '"Failing %d request(s) due to KV load failure "',
                line: 2985,
                path: "vllm/v1/core/sched/scheduler.py"
              }
            }
          ],
          text: "For a failed handshake or read on the decode side, the connector marks the request's KV blocks as invalid, and with the default `kv_load_failure_policy`, `fail`, the scheduler then fails the request (`Failing \u2026 request(s) due to KV load failure \u2026`). With the hybrid KV cache manager on, the blocks are not marked yet (a TODO in vLLM's code)."
        },
        {
          basis: [
            {
              source: {
                expect: "exc_info=error is not None,",
                line: 854,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: "sock.setsockopt(zmq.RCVTIMEO, 5000)  # milliseconds",
                line: 636,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: 'path = make_zmq_path("tcp", host, port)',
                line: 613,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            }
          ],
          text: "The handshake's own checks have their own entries (compatibility hash, engine id, decoding, KV cache layout, head splitting). The handshake waits 5 seconds for the remote side's reply, so a prefill instance that is not reachable at the host and port it advertised shows up as a timeout there."
        }
      ],
      id: "nixl/transfer-failure",
      labels: [],
      related: {
        entries: [
          "nixl/compatibility-hash-mismatch",
          "nixl/engine-id-mismatch",
          "nixl/handshake-decode-failed",
          "nixl/heterogeneous-tp-layout-mismatch",
          "nixl/heterogeneous-tp-head-splitting",
          "scheduler/kv-load-failure-failing"
        ]
      },
      signatures: [
        {
          template: "NIXL transfer failure: %s | Context: %s"
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "NixlBaseConnectorWorker._log_failure",
        line: 850,
        path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py",
        path_since_pr: 35264
      },
      title: "A NIXL KV handshake or transfer failed for a request (`NIXL transfer failure: \u2026 | Context: \u2026`)",
      triggers: [
        {
          basis: [
            {
              source: {
                expect: "sock.setsockopt(zmq.RCVTIMEO, 5000)  # milliseconds",
                line: 636,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: "remote_host=self.side_channel_host,",
                line: 275,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/pull_scheduler.py"
              }
            }
          ],
          text: "A prefill instance the decode side cannot reach at its advertised side-channel host and port (the handshake times out after 5 s)."
        },
        {
          basis: [
            {
              source: {
                expect: "raise RuntimeError(",
                line: 672,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: 'failure_type="handshake_failed",',
                line: 939,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            }
          ],
          text: "A handshake check that fails; the traceback after the line names it."
        },
        {
          basis: [
            {
              source: {
                expect: "xfer_state=xfer_state,",
                line: 2246,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: 'failure_type="transfer_exception",',
                line: 2251,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            }
          ],
          text: "An error in NIXL or its transport while reading the blocks (`transfer_failed` with the transfer state, or `transfer_exception`)."
        }
      ],
      umbrella: true,
      workarounds: [
        {
          basis: [
            {
              source: {
                expect: '"remote_port": meta.remote.port,',
                line: 833,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: "exc_info=error is not None,",
                line: 854,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            }
          ],
          investigates: true,
          text: "Read the failure type and the context: `remote_host` and `remote_port` show where the decode side tried to connect. For `handshake_failed`, read the traceback logged with it."
        },
        {
          basis: [
            {
              source: {
                expect: 'VLLM_NIXL_SIDE_CHANNEL_HOST: str = "localhost"',
                line: 223,
                path: "vllm/envs.py"
              }
            },
            {
              source: {
                expect: "Set when prefiller and decoder are on different machines",
                line: 122,
                path: "docs/features/nixl_connector_usage.md"
              }
            },
            {
              docs: "https://docs.vllm.ai/en/latest/features/nixl_connector_usage.html"
            }
          ],
          text: "If the handshake times out, check that each prefill instance's `VLLM_NIXL_SIDE_CHANNEL_HOST` (default `localhost`) and `VLLM_NIXL_SIDE_CHANNEL_PORT` are reachable from the decode side."
        },
        {
          basis: [
            {
              source: {
                expect: "'recompute': reschedule the request to recompute failed blocks",
                line: 71,
                path: "vllm/config/kv_transfer.py"
              }
            },
            {
              source: {
                expect: 'Using `kv_load_failure_policy="recompute"` can lead to performance degradation',
                line: 397,
                path: "docs/features/nixl_connector_usage.md"
              }
            }
          ],
          text: "To recompute the affected tokens instead of failing the request, set `kv_load_failure_policy` to `recompute` in `--kv-transfer-config`; vLLM's NIXL guide warns that the decode instance then does prefill work."
        }
      ]
    },
    {
      asks: [
        {
          how: "The command line you start vLLM with.",
          id: "serve-command",
          satisfied_by: [
            {
              kind: "kv-transfer-config"
            }
          ],
          text: "The full `vllm serve` command, with `--kv-transfer-config`."
        },
        {
          how: "`python collect_env.py` (the `vLLM Version :` line) or `pip show vllm`.",
          id: "vllm-version",
          satisfied_by: [
            {
              kind: "vllm-version"
            }
          ],
          text: "The vLLM version."
        }
      ],
      connector: "OffloadingConnector",
      examples: [
        '(EngineCore_DP0 pid=2710) ERROR 08-21 10:02:11 [core.py:1101]   File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/v1/offloading/config.py", line 60, in build_offloading_config\n(EngineCore_DP0 pid=2710) ERROR 08-21 10:02:11 [core.py:1101]     assert group.tokens_per_block % tokens_per_hash == 0, (\n(EngineCore_DP0 pid=2710) ERROR 08-21 10:02:11 [core.py:1101] AssertionError: tokens_per_block=528 not divisible by tokens_per_hash=16. Hybrid models (e.g. Mamba+Attention) need --enable-prefix-caching to align block sizes.\n',
        "AssertionError: gpu_block_size=1056 not divisible by hash_block_size=16. Hybrid models (e.g. Mamba+Attention) need --enable-prefix-caching to align block sizes.\n"
      ],
      explanation: [
        {
          basis: [
            {
              source: {
                expect: "_, tokens_per_hash = resolve_kv_cache_block_sizes(kv_cache_config, vllm_config)",
                line: 58,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/offloading/config.py"
              }
            },
            {
              source: {
                expect: "assert group.tokens_per_block % tokens_per_hash == 0, (",
                line: 60,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/offloading/config.py"
              }
            },
            {
              source: {
                expect: 'f"Hybrid models (e.g. Mamba+Attention) need "',
                line: 63,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/offloading/config.py"
              }
            }
          ],
          text: "When the OffloadingConnector starts, it checks that the block size of every KV-cache group is a whole multiple of the block size the scheduler hashes prefixes with, because offloaded blocks are keyed by those hashes. Here one group's block size is not, and the assertion stops the start-up. vLLM's own message names the usual case: a hybrid model (Mamba layers beside attention) whose groups get block sizes that do not line up with the hash block."
        },
        {
          basis: [
            {
              source: {
                commit: "8c3393f3733fa37d253c4d7a3126cfc9ae27b50d",
                expect: "assert block_size % self.hash_block_size == 0, (",
                line: 533,
                path: "vllm/v1/kv_offload/base.py"
              }
            },
            {
              pr: 48150
            }
          ],
          text: "Builds before PR #48150 print the same check as `gpu_block_size=\u2026 not divisible by hash_block_size=\u2026`.",
          until_pr: 48150
        }
      ],
      id: "offloading/block-size-not-divisible-by-hash-block",
      labels: [],
      related: {
        prs: [
          38554,
          48150
        ]
      },
      review: "draft",
      signatures: [
        {
          exception: "AssertionError",
          template: "tokens_per_block={group.tokens_per_block} not divisible by tokens_per_hash={tokens_per_hash}. Hybrid models (e.g. Mamba+Attention) need --enable-prefix-caching to align block sizes."
        },
        {
          exception: "AssertionError",
          ref: "8c3393f3733fa37d253c4d7a3126cfc9ae27b50d",
          template: "gpu_block_size={block_size} not divisible by hash_block_size={self.hash_block_size}. Hybrid models (e.g. Mamba+Attention) need --enable-prefix-caching to align block sizes."
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "build_offloading_config",
        line: 60,
        note: "PR #48150 moved the check into offloading/config.py and renamed its words (tokens_per_block, tokens_per_hash); before it the same assert was in vllm/v1/kv_offload/ (OffloadingSpec.__init__, base.py:533 at 8c3393f3733fa37d253c4d7a3126cfc9ae27b50d) as gpu_block_size / hash_block_size, with the hint since PR #38554.",
        path: "vllm/distributed/kv_transfer/kv_connector/v1/offloading/config.py",
        path_since_pr: 48150
      },
      title: "OffloadingConnector: a KV-cache block size is not a multiple of the hash block (`not divisible by \u2026`)",
      triggers: [
        {
          basis: [
            {
              source: {
                expect: 'f"Hybrid models (e.g. Mamba+Attention) need "',
                line: 63,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/offloading/config.py"
              }
            },
            {
              source: {
                expect: 'f"--enable-prefix-caching to align block sizes."',
                line: 64,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/offloading/config.py"
              }
            }
          ],
          text: "A hybrid model (Mamba or linear-attention layers beside attention) served with the OffloadingConnector and prefix caching off."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              source: {
                expect: 'f"--enable-prefix-caching to align block sizes."',
                line: 64,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/offloading/config.py"
              }
            },
            {
              source: {
                expect: "if cache_config.enable_prefix_caching:",
                line: 602,
                path: "vllm/model_executor/models/config.py"
              }
            },
            {
              source: {
                expect: "cache_config.mamba_block_size = cache_config.block_size",
                line: 629,
                path: "vllm/model_executor/models/config.py"
              }
            }
          ],
          text: "Start vLLM with `--enable-prefix-caching`, as the message says: with prefix caching on, the hybrid model's block sizes are aligned to the cache block size."
        }
      ]
    },
    {
      asks: [
        {
          how: "The `--kv-transfer-config` JSON that you start vLLM with.",
          id: "kv-transfer-config",
          satisfied_by: [
            {
              kind: "kv-transfer-config"
            }
          ],
          text: "Your `kv_transfer_config`, with `cpu_bytes_to_use` or the size you set."
        },
        {
          how: "The log lines after the last `cannot store` warning, up to the end of the first traceback.",
          id: "full-traceback",
          satisfied_by: [
            {
              kind: "traceback"
            }
          ],
          text: "Any traceback that follows the warnings."
        },
        {
          how: "`python collect_env.py` (the `vLLM Version :` line) or `pip show vllm`.",
          id: "vllm-version",
          satisfied_by: [
            {
              kind: "vllm-version"
            }
          ],
          text: "The vLLM version."
        }
      ],
      connector: "OffloadingConnector",
      examples: [
        "(EngineCore_DP0 pid=2210) WARNING 08-05 14:21:07 [scheduler.py:1333] Request chatcmpl-8e1b4f0a2c6d4e71-5d2a90c1: cannot store chunks\n(EngineCore_DP0 pid=2210) WARNING 08-05 14:21:07 [scheduler.py:1333] Request chatcmpl-02c9e7d1b3f84a5a-7e11b0d4: cannot store chunks\n",
        "WARNING 05-19 06:33:50 [scheduler.py:985] Request cmpl-41af09d2-0: cannot store blocks\n",
        "(EngineCore_DP0 pid=977) WARNING 11-02 10:05:44 [offloading_connector.py:281] Cannot store 12 blocks\n"
      ],
      explanation: [
        {
          basis: [
            {
              source: {
                expect: "store_output = self.manager.prepare_store(",
                line: 1326,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/offloading/scheduler.py"
              }
            },
            {
              source: {
                expect: 'logger.warning("Request %s: cannot store chunks", req_id)',
                line: 1333,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/offloading/scheduler.py"
              }
            },
            {
              source: {
                expect: "None is returned if the blocks cannot be stored.",
                line: 299,
                path: "vllm/v1/kv_offload/base.py"
              }
            },
            {
              source: {
                expect: "num_blocks_to_evict = len(keys_to_store) - self._get_num_free_blocks()",
                line: 186,
                path: "vllm/v1/kv_offload/cpu/manager.py"
              }
            },
            {
              source: {
                expect: "if num_blocks_to_evict > self._num_evictable_cache_blocks:",
                line: 190,
                path: "vllm/v1/kv_offload/cpu/manager.py"
              }
            },
            {
              source: {
                expect: "self._num_evictable_cache_blocks -= 1  # ref_cnt 0 -> 1",
                line: 142,
                path: "vllm/v1/kv_offload/cpu/manager.py"
              }
            }
          ],
          text: "A WARNING, not a crash. When the OffloadingConnector's scheduler side asked its offloading manager for room to store a request's new KV blocks (to CPU memory, or the tiers you configured), the manager said they cannot be stored: the CPU tier is full and not enough of its blocks can be evicted, because the others are still being stored or loaded. Those blocks are not offloaded in this step; the engine keeps running."
        },
        {
          basis: [
            {
              source: {
                expect: "self._connector_stats.increase_counter(",
                line: 1330,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/offloading/scheduler.py"
              }
            },
            {
              source: {
                expect: "continue",
                line: 1334,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/offloading/scheduler.py"
              }
            },
            {
              source: {
                commit: "c59a0eca4204522ecaa28af1f1e38d50b1e2626f",
                expect: 'logger.warning("Cannot store %s blocks", num_new_blocks)',
                line: 281,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/offloading_connector.py"
              }
            },
            {
              source: {
                commit: "c59a0eca4204522ecaa28af1f1e38d50b1e2626f",
                expect: "break",
                line: 282,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/offloading_connector.py"
              }
            },
            {
              source: {
                commit: "1e9f19ca3fd29f83442ab83b08d4642e691c95bd",
                expect: '"Request %s: cannot store %s blocks", req_id, num_new_blocks',
                line: 415,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/offloading/scheduler.py"
              }
            },
            {
              source: {
                commit: "8c3393f3733fa37d253c4d7a3126cfc9ae27b50d",
                expect: 'logger.warning("Request %s: cannot store blocks", req_id)',
                line: 985,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/offloading/scheduler.py"
              }
            },
            {
              pr: 22595
            },
            {
              pr: 39403
            },
            {
              pr: 48150
            }
          ],
          text: "What follows depends on the version. At the catalog's commit the scheduler counts an allocation failure and moves on to the next request, trying this request's blocks again in a later step. In the first version (`Cannot store %s blocks`) it stopped storing for the rest of that step. Either way, the cost is KV that is not in the CPU tier when a later request could have reused it. If a traceback follows these warnings, that traceback is the error to look at, not the warning."
        }
      ],
      id: "offloading/cannot-store",
      labels: [],
      related: {
        prs: [
          22595,
          24498,
          39403,
          48150
        ]
      },
      signatures: [
        {
          template: "Request %s: cannot store chunks"
        },
        {
          ref: "8c3393f3733fa37d253c4d7a3126cfc9ae27b50d",
          template: "Request %s: cannot store blocks"
        },
        {
          ref: "1e9f19ca3fd29f83442ab83b08d4642e691c95bd",
          template: "Request %s: cannot store %s blocks"
        },
        {
          ref: "c59a0eca4204522ecaa28af1f1e38d50b1e2626f",
          template: "Cannot store %s blocks"
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "OffloadingConnectorScheduler._build_store_jobs",
        line: 1333,
        note: "The wording changed across releases: `Cannot store %s blocks` in `offloading_connector.py` (PR #22595), then `Request %s: cannot store %s blocks`, `Request %s: cannot store blocks` (PR #39403) and `Request %s: cannot store chunks` (PR #48150).",
        path: "vllm/distributed/kv_transfer/kv_connector/v1/offloading/scheduler.py",
        path_since_pr: 37405
      },
      title: "OffloadingConnector had no room to offload a request's KV blocks (`cannot store blocks` / `cannot store chunks`)",
      triggers: [
        {
          basis: [
            {
              source: {
                expect: "if num_blocks_to_evict > self._num_evictable_cache_blocks:",
                line: 190,
                path: "vllm/v1/kv_offload/cpu/manager.py"
              }
            },
            {
              source: {
                expect: "| `cpu_bytes_to_use` | yes | \u2014 | both | Total bytes of host memory reserved for the CPU tier across all workers (not per-worker). |",
                line: 70,
                path: "docs/features/kv_offloading_usage.md"
              }
            }
          ],
          text: "A CPU tier that is small for the load (long prompts, many concurrent requests), so its blocks fill up faster than they can be evicted."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              source: {
                expect: "| `cpu_bytes_to_use` | yes | \u2014 | both | Total bytes of host memory reserved for the CPU tier across all workers (not per-worker). |",
                line: 70,
                path: "docs/features/kv_offloading_usage.md"
              }
            },
            {
              pr: 24498
            }
          ],
          since_pr: 24498,
          text: "If the warnings are frequent, give the CPU tier more memory: `cpu_bytes_to_use` in `kv_connector_extra_config` (bytes for all workers together; PR #24498 added this setting). A few of them under a burst of load need nothing."
        },
        {
          basis: [
            {
              source: {
                commit: "49e6b86c91cddc4a4b2152c6d8834780bbd50deb",
                expect: 'num_cpu_blocks = self.extra_config.get("num_cpu_blocks")',
                line: 24,
                path: "vllm/v1/kv_offload/cpu.py"
              }
            },
            {
              pr: 24498
            }
          ],
          text: "If the warnings are frequent, give the CPU tier more blocks: `num_cpu_blocks` in `kv_connector_extra_config` (a count of blocks; `cpu_bytes_to_use` came later, with PR #24498). A few of them under a burst of load need nothing.",
          until_pr: 24498
        },
        {
          basis: [
            {
              source: {
                expect: "continue",
                line: 1334,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/offloading/scheduler.py"
              }
            }
          ],
          text: "If a traceback follows the warnings, report it with its first lines; it is a different error."
        }
      ]
    },
    {
      asks: [
        {
          how: "The `--kv-transfer-config` JSON that you start vLLM with.",
          id: "kv-transfer-config",
          satisfied_by: [
            {
              kind: "kv-transfer-config"
            }
          ],
          text: "Your `kv_transfer_config`, with the `block_size` you set."
        },
        {
          how: "`python collect_env.py` (the `vLLM Version :` line) or `pip show vllm`.",
          id: "vllm-version",
          satisfied_by: [
            {
              kind: "vllm-version"
            }
          ],
          text: "The vLLM version."
        }
      ],
      connector: "OffloadingConnector",
      examples: [
        `(EngineCore_DP0 pid=88) WARNING 10-21 16:05:12 [worker.py:118] Exception in ('CPU', 'GPU') transfer 17: AssertionError()
(EngineCore_DP0 pid=88) WARNING 10-21 16:05:12 [worker.py:118] Traceback (most recent call last):
(EngineCore_DP0 pid=88) WARNING 10-21 16:05:12 [worker.py:118]   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/kv_offload/worker/worker.py", line 116, in transfer_async
(EngineCore_DP0 pid=88) WARNING 10-21 16:05:12 [worker.py:118]     success = handler.transfer_async(job_id, spec)
(EngineCore_DP0 pid=88) WARNING 10-21 16:05:12 [worker.py:118]   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/kv_offload/worker/cpu_gpu.py", line 142, in transfer_async
(EngineCore_DP0 pid=88) WARNING 10-21 16:05:12 [worker.py:118]     src_sub_block_count
(EngineCore_DP0 pid=88) WARNING 10-21 16:05:12 [worker.py:118] AssertionError
`
      ],
      explanation: [
        {
          basis: [
            {
              source: {
                commit: "06c20c9904644d8f65523bb747756b2eae706b8e",
                expect: "src_block_size_factor = self.block_size_factor",
                line: 122,
                path: "vllm/v1/kv_offload/worker/cpu_gpu.py"
              }
            },
            {
              source: {
                commit: "06c20c9904644d8f65523bb747756b2eae706b8e",
                expect: "dst_sub_blocks_to_skip = -src_blocks.size % dst_block_size_factor",
                line: 138,
                path: "vllm/v1/kv_offload/worker/cpu_gpu.py"
              }
            },
            {
              source: {
                commit: "06c20c9904644d8f65523bb747756b2eae706b8e",
                expect: "== dst_blocks.size * dst_block_size_factor - dst_sub_blocks_to_skip",
                line: 143,
                path: "vllm/v1/kv_offload/worker/cpu_gpu.py"
              }
            },
            {
              source: {
                commit: "06c20c9904644d8f65523bb747756b2eae706b8e",
                expect: "num_computed_tokens = num_computed_gpu_blocks * self.gpu_block_size",
                line: 234,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/offloading_connector.py"
              }
            },
            {
              source: {
                commit: "06c20c9904644d8f65523bb747756b2eae706b8e",
                expect: "start_block_idx = num_computed_tokens // self.offloaded_block_size",
                line: 241,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/offloading_connector.py"
              }
            },
            {
              source: {
                commit: "06c20c9904644d8f65523bb747756b2eae706b8e",
                expect: "dst_spec = GPULoadStoreSpec(block_ids[num_computed_gpu_blocks:])",
                line: 250,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/offloading_connector.py"
              }
            },
            {
              source: {
                commit: "c0c2dd1e0b75c70706f4d8dbcd1d75f1c1750e14",
                expect: "assert dst_sub_block_count == src_sub_block_count - src_sub_blocks_to_skip",
                line: 142,
                path: "vllm/v1/kv_offload/worker/cpu_gpu.py"
              }
            },
            {
              pr: 28951
            }
          ],
          text: "The OffloadingConnector was loading a request's KV from the CPU tier back to the GPU, and the CPU-to-GPU copy asserted that the CPU blocks it read cover exactly the GPU blocks it fills. They did not. The offloaded `block_size` was larger than vLLM's block size, and the request's prefix already on the GPU ended partway into a CPU block. The load starts from the whole CPU block that holds the first missing token, so it reads more than it writes, and the assert did not allow for that. PR #28951 (\"Fix bug in loading of partial cpu blocks\") rewrote this check and skips the part of the first CPU block that is already on the GPU; a build that contains it should not hit this assert."
        },
        {
          basis: [
            {
              source: {
                commit: "06c20c9904644d8f65523bb747756b2eae706b8e",
                expect: "success = handler.transfer_async(job_id, spec)",
                line: 116,
                path: "vllm/v1/kv_offload/worker/worker.py"
              }
            },
            {
              source: {
                commit: "06c20c9904644d8f65523bb747756b2eae706b8e",
                expect: "return False",
                line: 125,
                path: "vllm/v1/kv_offload/worker/worker.py"
              }
            },
            {
              source: {
                commit: "06c20c9904644d8f65523bb747756b2eae706b8e",
                expect: "assert self.worker.transfer_async(job_id, transfer_spec)",
                line: 435,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/offloading_connector.py"
              }
            }
          ],
          text: "The offloading worker catches the handler's exception and logs it at WARNING (`Exception in ('CPU', 'GPU') transfer \u2026`), then reports the transfer as not submitted. In the versions with this assert the connector's `start_load_kv` asserts that the load was submitted, so the step fails right after the warning with a bare `AssertionError` from `offloading_connector.py`."
        }
      ],
      fixed_in: {
        basis: [
          {
            pr: 28951
          }
        ],
        pr: 28951
      },
      id: "offloading/partial-cpu-block-load-assert",
      labels: [],
      related: {
        entries: [
          "offloading/cannot-store"
        ],
        prs: [
          21448,
          22595,
          28951
        ]
      },
      signatures: [
        {
          exception: "AssertionError",
          frame: {
            code: "src_sub_block_count == dst_blocks.size * dst_block_size_factor -",
            function: "transfer_async",
            path_suffix: "kv_offload/worker/cpu_gpu.py"
          }
        },
        {
          exception: "AssertionError",
          frame: {
            code: "src_sub_block_count",
            function: "transfer_async",
            path_suffix: "kv_offload/worker/cpu_gpu.py"
          }
        },
        {
          exception: "AssertionError",
          frame: {
            code: "assert (",
            function: "transfer_async",
            path_suffix: "kv_offload/worker/cpu_gpu.py"
          }
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "CpuGpuOffloadingHandler.transfer_async",
        line: 141,
        note: "This assert is in `vllm/v1/kv_offload/worker/cpu_gpu.py` from PR #21448 until PR #28951 rewrote it; path and line are those of 06c20c9904, the parent of PR #28951's commit (lines 128-130 before the code was reformatted). The file is gone at the catalog's commit (PR #40538 moved the CPU worker).",
        path: "vllm/v1/kv_offload/worker/cpu_gpu.py",
        ref: "06c20c9904644d8f65523bb747756b2eae706b8e"
      },
      title: "OffloadingConnector failed an assert loading a CPU block partly on the GPU already (`cpu_gpu.py`; fixed by PR #28951)",
      triggers: [
        {
          basis: [
            {
              source: {
                commit: "06c20c9904644d8f65523bb747756b2eae706b8e",
                expect: 'self.extra_config.get("block_size", self.gpu_block_size)',
                line: 35,
                path: "vllm/v1/kv_offload/spec.py"
              }
            },
            {
              source: {
                commit: "06c20c9904644d8f65523bb747756b2eae706b8e",
                expect: "self.block_size_factor = self.offloaded_block_size // self.gpu_block_size",
                line: 137,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/offloading_connector.py"
              }
            },
            {
              source: {
                commit: "06c20c9904644d8f65523bb747756b2eae706b8e",
                expect: "start_block_idx = num_computed_tokens // self.offloaded_block_size",
                line: 241,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/offloading_connector.py"
              }
            }
          ],
          text: "`block_size` in `kv_connector_extra_config` larger than vLLM's block size (it defaults to it), with requests whose prefix is partly in the GPU prefix cache and partly offloaded, such as repeated prompts that share a long prefix."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              pr: 28951
            }
          ],
          text: "Upgrade to a vLLM that contains PR #28951."
        },
        {
          basis: [
            {
              source: {
                commit: "06c20c9904644d8f65523bb747756b2eae706b8e",
                expect: 'self.extra_config.get("block_size", self.gpu_block_size)',
                line: 35,
                path: "vllm/v1/kv_offload/spec.py"
              }
            },
            {
              source: {
                commit: "06c20c9904644d8f65523bb747756b2eae706b8e",
                expect: "block_size=self.offloaded_block_size, num_blocks=self.num_cpu_blocks",
                line: 47,
                path: "vllm/v1/kv_offload/cpu.py"
              }
            }
          ],
          text: "Until then, leave `block_size` out of `kv_connector_extra_config` (or set it to vLLM's block size), so that a CPU block is one GPU block and a load never starts inside one. `num_cpu_blocks` counts blocks of that size, so raise it to keep the same CPU memory."
        }
      ]
    },
    {
      asks: [
        {
          how: "Which proxy or router you use, and the `X-Request-Id` it sends (one example id).",
          id: "proxy",
          satisfied_by: [],
          text: "How requests reach the instances."
        },
        {
          how: "The `--kv-transfer-config` JSON of the prefill and the decode instance.",
          id: "kv-transfer-config",
          satisfied_by: [
            {
              kind: "kv-transfer-config"
            }
          ],
          text: "Your `kv_transfer_config` on each instance."
        },
        {
          how: "`python collect_env.py` (the `vLLM Version :` line) or `pip show vllm`.",
          id: "vllm-version",
          satisfied_by: [
            {
              kind: "vllm-version"
            }
          ],
          text: "The vLLM version."
        }
      ],
      connector: "P2pNcclConnector",
      examples: [
        '(VllmWorker rank=0 pid=3310) ERROR 09-03 16:20:12 [multiproc_executor.py:596]   File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/v1/p2p/p2p_nccl_connector.py", line 248, in save_kv_layer\n(VllmWorker rank=0 pid=3310) ERROR 09-03 16:20:12 [multiproc_executor.py:596]     ip, port = self.parse_request_id(request_id, True)\n(VllmWorker rank=0 pid=3310) ERROR 09-03 16:20:12 [multiproc_executor.py:596]   File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/v1/p2p/p2p_nccl_connector.py", line 465, in parse_request_id\n(VllmWorker rank=0 pid=3310) ERROR 09-03 16:20:12 [multiproc_executor.py:596]     raise ValueError(f"Request id {request_id} does not contain hostname and port")\n(VllmWorker rank=0 pid=3310) ERROR 09-03 16:20:12 [multiproc_executor.py:596] ValueError: Request id cmpl-9c2d41f0a7e34b55b1e0-0 does not contain hostname and port\n'
      ],
      explanation: [
        {
          basis: [
            {
              source: {
                commit: "d5fe994e79104a6d38b71b73a55a66476a5e0908",
                expect: 'pattern = r"___decode_addr_(.*):(\\d+)"',
                line: 453,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/p2p/p2p_nccl_connector.py"
              }
            },
            {
              source: {
                commit: "d5fe994e79104a6d38b71b73a55a66476a5e0908",
                expect: 'pattern = r"___prefill_addr_(.*):(\\d+)___"',
                line: 455,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/p2p/p2p_nccl_connector.py"
              }
            },
            {
              source: {
                commit: "d5fe994e79104a6d38b71b73a55a66476a5e0908",
                expect: 'raise ValueError(f"Request id {request_id} does not contain hostname and port")',
                line: 465,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/p2p/p2p_nccl_connector.py"
              }
            },
            {
              source: {
                commit: "d5fe994e79104a6d38b71b73a55a66476a5e0908",
                expect: 'f"___prefill_addr_{prefill_zmq_addr}___decode_addr_"',
                line: 158,
                path: "examples/disaggregated/p2p_nccl_xpyd/disagg_proxy_p2p_nccl_xpyd.py"
              }
            },
            {
              source: {
                commit: "d5fe994e79104a6d38b71b73a55a66476a5e0908",
                expect: '"X-Request-Id": request_id,',
                line: 111,
                path: "examples/disaggregated/p2p_nccl_xpyd/disagg_proxy_p2p_nccl_xpyd.py"
              }
            },
            {
              source: {
                commit: "d5fe994e79104a6d38b71b73a55a66476a5e0908",
                expect: '(req_id := raw_request.headers.get("X-Request-Id")) is not None',
                line: 392,
                path: "vllm/entrypoints/openai/engine/serving.py"
              }
            }
          ],
          text: "`P2pNcclConnector` has no other way to learn where to send or fetch KV: it reads the peer's ZMQ address out of the request id, which its proxy builds as `\u2026___prefill_addr_<host>:<port>___decode_addr_<host>:<port>_\u2026` and sends as the `X-Request-Id` header. This request's id did not hold that part, so the worker could not tell the address and raised."
        },
        {
          basis: [
            {
              pr: 44854
            }
          ],
          text: "`P2pNcclConnector` was removed from vLLM by PR #44854; releases after it do not have this connector."
        }
      ],
      id: "p2p-nccl/request-id-without-address",
      labels: [],
      related: {
        entries: [
          "factory/connector-not-registered"
        ],
        prs: [
          44854
        ]
      },
      signatures: [
        {
          exception: "ValueError",
          template: "Request id {request_id} does not contain hostname and port"
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "P2pNcclConnector.parse_request_id",
        line: 465,
        note: "PR #44854 removed `P2pNcclConnector` before the catalog's commit; path and line are those of its parent commit, d5fe994e79.",
        path: "vllm/distributed/kv_transfer/kv_connector/v1/p2p/p2p_nccl_connector.py",
        ref: "d5fe994e79104a6d38b71b73a55a66476a5e0908"
      },
      title: "P2pNcclConnector could not find the peer's address in the request id (`Request id \u2026 does not contain hostname and port`)",
      triggers: [
        {
          basis: [
            {
              source: {
                commit: "d5fe994e79104a6d38b71b73a55a66476a5e0908",
                expect: "ip, port = self.parse_request_id(request_id, False)",
                line: 183,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/p2p/p2p_nccl_connector.py"
              }
            },
            {
              source: {
                commit: "d5fe994e79104a6d38b71b73a55a66476a5e0908",
                expect: "ip, port = self.parse_request_id(request_id, True)",
                line: 248,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/p2p/p2p_nccl_connector.py"
              }
            },
            {
              source: {
                commit: "d5fe994e79104a6d38b71b73a55a66476a5e0908",
                expect: "cmpl-___prefill_addr_10.0.1.2:21001___decode_addr_10.0.1.3:22001_",
                line: 28,
                path: "docs/design/p2p_nccl_connector.md"
              }
            }
          ],
          text: "Requests sent to the prefill or decode instance directly, or through a proxy that does not set the `X-Request-Id` header in the P2P NCCL form."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              source: {
                commit: "d5fe994e79104a6d38b71b73a55a66476a5e0908",
                expect: 'f"___prefill_addr_{prefill_zmq_addr}___decode_addr_"',
                line: 158,
                path: "examples/disaggregated/p2p_nccl_xpyd/disagg_proxy_p2p_nccl_xpyd.py"
              }
            },
            {
              source: {
                commit: "d5fe994e79104a6d38b71b73a55a66476a5e0908",
                expect: "cmpl-___prefill_addr_10.0.1.2:21001___decode_addr_10.0.1.3:22001_",
                line: 28,
                path: "docs/design/p2p_nccl_connector.md"
              }
            }
          ],
          text: "Send every request through the P2P NCCL proxy (`disagg_proxy_p2p_nccl_xpyd.py` in vLLM's examples, or one that builds the same `X-Request-Id`), not to an instance directly."
        },
        {
          basis: [
            {
              pr: 44854
            }
          ],
          text: "On a vLLM release after PR #44854, use another connector (for example `NixlConnector`); `P2pNcclConnector` is gone there."
        }
      ]
    },
    {
      asks: [
        {
          how: "The 30 or so log lines before `Failing \u2026 request(s) due to KV load failure`.",
          id: "connector-errors",
          satisfied_by: [],
          text: "The connector's warnings and errors logged just before this line."
        },
        {
          how: "The `--kv-transfer-config` JSON that you start vLLM with.",
          id: "kv-transfer-config",
          satisfied_by: [
            {
              kind: "kv-transfer-config"
            }
          ],
          text: "Your `kv_transfer_config`."
        },
        {
          how: "`python collect_env.py` (the `vLLM Version :` line) or `pip show vllm`.",
          id: "vllm-version",
          satisfied_by: [
            {
              kind: "vllm-version"
            }
          ],
          text: "The vLLM version."
        }
      ],
      connector: "Scheduler",
      examples: [
        "(EngineCore_DP0 pid=4412) ERROR 09-09 13:07:51 [scheduler.py:2984] Failing 2 request(s) due to KV load failure (failure_policy=fail, 8192 tokens affected). Request IDs: {'chatcmpl-17c2e0', 'chatcmpl-88a9f1'}\n"
      ],
      explanation: [
        {
          basis: [
            {
              source: {
                expect: "output.invalid_block_ids = kv_connector.get_block_ids_with_load_errors()",
                line: 105,
                path: "vllm/v1/worker/kv_connector_model_runner_mixin.py"
              }
            },
            {
              source: {
                expect: "failed_kv_load_req_ids = self._handle_invalid_blocks(",
                line: 1766,
                path: "vllm/v1/core/sched/scheduler.py"
              }
            },
            {
              source: {
                expect: "should_fail = not self.recompute_kv_load_failures",
                line: 2943,
                path: "vllm/v1/core/sched/scheduler.py"
              }
            },
            {
              source: {
                expect: '"Failing %d request(s) due to KV load failure "',
                line: 2985,
                path: "vllm/v1/core/sched/scheduler.py"
              }
            },
            {
              source: {
                expect: 'kv_load_failure_policy: Literal["recompute", "fail"] = "fail"',
                line: 69,
                path: "vllm/config/kv_transfer.py"
              }
            }
          ],
          text: "The KV connector reported KV blocks it could not load. The scheduler's KV load failure policy is `fail`, so it failed the affected requests instead of rescheduling them, and logged this line with their ids. The cause is the load failure itself; look for what the connector logged before this line."
        }
      ],
      id: "scheduler/kv-load-failure-failing",
      labels: [],
      related: {
        entries: [
          "scheduler/kv-load-failure-recovered"
        ],
        prs: [
          50984
        ]
      },
      signatures: [
        {
          template: "Failing %d request(s) due to KV load failure (failure_policy=fail, %d tokens affected). Request IDs: %s"
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "Scheduler._handle_invalid_blocks",
        line: 2984,
        path: "vllm/v1/core/sched/scheduler.py"
      },
      title: "Requests failed because their KV cache could not be loaded (`failure_policy=fail`)",
      triggers: [
        {
          basis: [
            {
              source: {
                expect: "output.invalid_block_ids = kv_connector.get_block_ids_with_load_errors()",
                line: 105,
                path: "vllm/v1/worker/kv_connector_model_runner_mixin.py"
              }
            },
            {
              source: {
                expect: "self._handle_failed_transfer(req_id, None)",
                line: 944,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            },
            {
              source: {
                expect: "self._invalid_block_ids.put(set(meta.local_block_ids[0]))",
                line: 2278,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            }
          ],
          text: "A connector that could not load some KV blocks for a request (from a remote instance or a store) and reported them to the scheduler, such as the NIXL connector after a failed handshake or transfer."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              source: {
                expect: '"NIXL transfer failure: %s | Context: %s",',
                line: 851,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py"
              }
            }
          ],
          investigates: true,
          text: "Read the connector's warnings and errors logged before this line for why the blocks could not be loaded."
        },
        {
          basis: [
            {
              source: {
                expect: "'recompute': reschedule the request to recompute failed blocks",
                line: 71,
                path: "vllm/config/kv_transfer.py"
              }
            },
            {
              source: {
                expect: 'Using `kv_load_failure_policy="recompute"` can lead to performance degradation',
                line: 397,
                path: "docs/features/nixl_connector_usage.md"
              }
            },
            {
              source: {
                expect: "return set()",
                line: 414,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/base.py"
              }
            },
            {
              pr: 50984
            },
            {
              pr: 55066
            },
            {
              pr: 55297
            }
          ],
          text: "Set `kv_load_failure_policy` to `recompute` in `--kv-transfer-config` to recompute the affected tokens instead of failing the requests. vLLM's NIXL guide warns that the decode instance then does prefill work, which can slow other requests down. A connector has to report its load failures for the policy to apply; the P2P `MooncakeConnector` does not at the commit this catalog was read at (PR #50984 adds it). With the Mooncake connectors the recovery path has open problems: issue #54870 (a Mooncake store assert after recovery, see PR #55066) and PR #55297 (an unbounded lookup/load loop with `recompute`)."
        }
      ]
    },
    {
      asks: [
        {
          how: "The 30 or so log lines before `Recovered from KV load failure`.",
          id: "connector-errors",
          satisfied_by: [],
          text: "The connector's warnings and errors logged just before this line."
        },
        {
          how: "The `--kv-transfer-config` JSON that you start vLLM with.",
          id: "kv-transfer-config",
          satisfied_by: [
            {
              kind: "kv-transfer-config"
            }
          ],
          text: "Your `kv_transfer_config`."
        }
      ],
      connector: "Scheduler",
      examples: [
        "(EngineCore_DP0 pid=4412) WARNING 09-09 13:09:02 [scheduler.py:2993] Recovered from KV load failure: 1 request(s) rescheduled (2048 tokens affected).\n"
      ],
      explanation: [
        {
          basis: [
            {
              source: {
                expect: "should_fail = not self.recompute_kv_load_failures",
                line: 2943,
                path: "vllm/v1/core/sched/scheduler.py"
              }
            },
            {
              source: {
                expect: '"Recovered from KV load failure: "',
                line: 2994,
                path: "vllm/v1/core/sched/scheduler.py"
              }
            },
            {
              source: {
                expect: 'self.recompute_kv_load_failures = kv_load_failure_policy == "recompute"',
                line: 149,
                path: "vllm/v1/core/sched/scheduler.py"
              }
            },
            {
              pr: 55066
            }
          ],
          text: "The KV connector reported blocks it could not load, and the scheduler's KV load failure policy is `recompute`. So it rescheduled the affected requests to recompute those tokens, and logged this warning. If EngineCore crashes after this line, the traceback that follows is the error to look at. Issue #54870, for example, reports a Mooncake store assert after this recovery."
        }
      ],
      id: "scheduler/kv-load-failure-recovered",
      labels: [],
      related: {
        entries: [
          "scheduler/kv-load-failure-failing",
          "mooncake-store/missing-current-block-table"
        ],
        issues: [
          54870
        ],
        prs: [
          55297
        ]
      },
      signatures: [
        {
          template: "Recovered from KV load failure: %d request(s) rescheduled (%d tokens affected)."
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "Scheduler._handle_invalid_blocks",
        line: 2993,
        path: "vllm/v1/core/sched/scheduler.py"
      },
      title: "Requests were rescheduled after a KV load failure (`Recovered from KV load failure`)",
      triggers: [
        {
          basis: [
            {
              source: {
                expect: "output.invalid_block_ids = kv_connector.get_block_ids_with_load_errors()",
                line: 105,
                path: "vllm/v1/worker/kv_connector_model_runner_mixin.py"
              }
            },
            {
              source: {
                expect: 'self.recompute_kv_load_failures = kv_load_failure_policy == "recompute"',
                line: 149,
                path: "vllm/v1/core/sched/scheduler.py"
              }
            }
          ],
          text: "A connector that could not load some KV blocks for a request (from a remote instance or a store) and reported the failure to the scheduler, with `kv_load_failure_policy` set to `recompute`."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              source: {
                expect: "if kv_connector_output and kv_connector_output.invalid_block_ids:",
                line: 1762,
                path: "vllm/v1/core/sched/scheduler.py"
              }
            }
          ],
          investigates: true,
          text: "Read the connector's warnings and errors logged before this line for why the blocks could not be loaded."
        },
        {
          basis: [
            {
              source: {
                expect: 'logger.exception("EngineCore encountered a fatal error.")',
                line: 1346,
                path: "vllm/v1/engine/core.py"
              }
            }
          ],
          text: "If EngineCore crashes right after this line, report the traceback that follows it. That is the real error."
        }
      ]
    },
    {
      asks: [
        {
          how: "The `--kv-transfer-config` JSON that you start vLLM with.",
          id: "kv-transfer-config",
          satisfied_by: [
            {
              kind: "kv-transfer-config"
            }
          ],
          text: "Your `kv_transfer_config` (which connector, which role)."
        },
        {
          how: "Say whether the load generator or clients use timeouts or disconnect from streaming requests.",
          id: "client-aborts",
          satisfied_by: [
            {
              kind: "client-abort"
            }
          ],
          text: "Whether your clients cancel requests or time out."
        },
        {
          how: "Set `VLLM_LOGGING_LEVEL=DEBUG`, reproduce, and send the `Finished sending/recving KV transfer for request \u2026` lines before the crash.",
          id: "kv-transfer-debug",
          satisfied_by: [
            {
              kind: "debug-logs"
            }
          ],
          text: "The KV-transfer DEBUG lines before the crash."
        },
        {
          how: "`python collect_env.py` (the `vLLM Version :` line) or `pip show vllm`.",
          id: "vllm-version",
          satisfied_by: [
            {
              kind: "vllm-version"
            }
          ],
          text: "The vLLM version."
        }
      ],
      connector: "Scheduler",
      examples: [
        '(EngineCore_DP0 pid=3401) ERROR 08-11 19:55:02 [core.py:1346] EngineCore encountered a fatal error.\n(EngineCore_DP0 pid=3401) ERROR 08-11 19:55:02 [core.py:1346] Traceback (most recent call last):\n(EngineCore_DP0 pid=3401) ERROR 08-11 19:55:02 [core.py:1346]   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/core/sched/scheduler.py", line 1843, in update_from_output\n(EngineCore_DP0 pid=3401) ERROR 08-11 19:55:02 [core.py:1346]     self._update_from_kv_xfer_finished(kv_connector_output)\n(EngineCore_DP0 pid=3401) ERROR 08-11 19:55:02 [core.py:1346]   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/core/sched/scheduler.py", line 2828, in _update_from_kv_xfer_finished\n(EngineCore_DP0 pid=3401) ERROR 08-11 19:55:02 [core.py:1346]     assert req_id in self.requests\n(EngineCore_DP0 pid=3401) ERROR 08-11 19:55:02 [core.py:1346]            ^^^^^^^^^^^^^^^^^^^^^^^\n(EngineCore_DP0 pid=3401) ERROR 08-11 19:55:02 [core.py:1346] AssertionError\n'
      ],
      explanation: [
        {
          basis: [
            {
              source: {
                expect: "for req_id in kv_connector_output.finished_recving or ():",
                line: 2817,
                path: "vllm/v1/core/sched/scheduler.py"
              }
            },
            {
              source: {
                expect: "assert req_id in self.requests",
                line: 2819,
                path: "vllm/v1/core/sched/scheduler.py"
              }
            },
            {
              source: {
                expect: "assert req_id in self.requests",
                line: 2828,
                path: "vllm/v1/core/sched/scheduler.py"
              }
            },
            {
              pr: 43371
            },
            {
              pr: 50565
            }
          ],
          text: "When a connector reports requests whose KV transfer finished (`finished_recving`, `finished_sending`), the core scheduler asserts in `_update_from_kv_xfer_finished` that it still knows each request. Here a connector reported a finished transfer for a request the scheduler had already freed, typically one that was aborted or finished while its transfer was still in flight. The assert is in the core scheduler, so EngineCore dies. Issue #43226 (open) tracks it for any asynchronous connector. For the Mooncake store, PR #43371 fixed one cause: a request that was in both the finished-receiving and finished-sending lists was freed twice. For the P2P MooncakeConnector, PR #50565 (open) addresses a decode-side request aborted before it was scheduled."
        }
      ],
      id: "scheduler/kv-xfer-finished-unknown-request",
      labels: [],
      related: {
        issues: [
          43226
        ],
        prs: [
          43371,
          50565
        ]
      },
      signatures: [
        {
          exception: "AssertionError",
          frame: {
            code: "assert req_id in self.requests",
            function: "_update_from_kv_xfer_finished",
            path_suffix: "v1/core/sched/scheduler.py"
          }
        }
      ],
      source: {
        commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
        function: "Scheduler._update_from_kv_xfer_finished",
        line: 2819,
        note: "The assert is on line 2819, after the `Finished recving KV transfer for request %s` debug log; the same assert follows the `Finished sending \u2026` log on line 2828.",
        path: "vllm/v1/core/sched/scheduler.py"
      },
      title: "A KV connector reported a finished transfer for a request the scheduler no longer has (`assert req_id in self.requests`)",
      triggers: [
        {
          basis: [
            {
              pr: 50565
            }
          ],
          text: "Aborts (client cancel or timeout) while a KV transfer for the request is still in flight."
        },
        {
          basis: [
            {
              pr: 43371
            }
          ],
          text: "With the Mooncake store before PR #43371, a save and a load queued for the same request in one step."
        }
      ],
      workarounds: [
        {
          basis: [
            {
              pr: 43371
            }
          ],
          fixed_by_pr: 43371,
          text: "If you use the Mooncake store, upgrade to a release that contains PR #43371. It fixes one cause only, so the crash can still have another."
        },
        {
          basis: [
            {
              pr: 50565
            }
          ],
          text: "Cause fewer aborts of in-flight requests. Give clients longer timeouts and avoid cancelling streaming requests."
        },
        {
          basis: [
            {
              pr: 50565
            }
          ],
          text: "Follow #43226 for the general fix, and PR #50565 for the P2P MooncakeConnector."
        }
      ]
    }
  ],
  pullRequests: {
    history: {
      repository: "ivanium/vllm",
      upto: "d626108b1841888ec90aced33367149a6bbc7e4b"
    },
    pull_requests: {
      "10884": {
        commit: "d263bd9df7b2f5586910e5d006a11ff11ba7c310",
        merged: "2024-12-15",
        subject: "[Core] Support disaggregated prefill with Mooncake Transfer Engine"
      },
      "15960": {
        commit: "3408e471597e7a36ca79fab5fc849f4fb5576df8",
        merged: "2025-04-17",
        subject: "[P/D][V1] KV Connector API V1"
      },
      "16523": {
        commit: "1dd23386ecab7b7c50ea61b8ff37ca14d2dbc0f7",
        merged: "2025-04-14",
        subject: "[Misc] Update usage with mooncake lib for kv transfer"
      },
      "17751": {
        commit: "d19110204c03e9b77ed957fc70c1262ff370f5e2",
        merged: "2025-05-12",
        subject: "[P/D] NIXL Integration"
      },
      "19836": {
        commit: "91f7d9d0b698a3488d62717246abb1d1e2354a68",
        merged: "2025-06-24",
        subject: "[P/D] Asynchronously do _nixl_handshake"
      },
      "20232": {
        commit: "2863befce359ee1a82afe02d1953252866aa3e96",
        merged: "2025-06-30",
        subject: "[Optimization] Use Shared `CachedRequestData` Instance Across All Requests"
      },
      "21448": {
        commit: "7ac67ea5255c764e87bdfc5c712bfaa35f491764",
        merged: "2025-09-19",
        subject: "[KV offload][3/N] Add worker-side CPU support"
      },
      "21785": {
        commit: "f4f4e7ef273645192fac837718b3fdcf073c597a",
        merged: "2025-08-05",
        subject: "[V0 deprecation][P/D] Deprecate v0 `KVConnectorBase` code (1/2)"
      },
      "22595": {
        commit: "c59a0eca4204522ecaa28af1f1e38d50b1e2626f",
        merged: "2025-09-19",
        subject: "[KV offload][4/N] Offloading KV connector"
      },
      "24498": {
        commit: "9cddbdba6d714bb0b0303b0648c8f8bb14d0b8f2",
        merged: "2026-01-12",
        subject: "OffloadingConnector: Add cpu_bytes_to_use configuration"
      },
      "24718": {
        commit: "842aba501d92ac77874d45612b7e3c6fed2ca243",
        merged: "2025-12-04",
        subject: "[P/D] Introduce Mooncake Transfer Engine as kv_connector"
      },
      "25542": {
        commit: "83f478bb19489b41e9d208b47b4bb5a95ac171ac",
        merged: "2025-10-25",
        subject: "[KVConnector] Migrate the LMCache integration code to be vLLM native"
      },
      "25712": {
        commit: "b853540388bf8c796e1c88dabceaeebaab73621e",
        merged: "2025-10-24",
        subject: "[Core][Hybrid allocator + kv connector 1/n] Enable hybrid allocator + KV cache connector"
      },
      "25897": {
        commit: "2e4fe48c370e833350eae092eddd1490b65ff529",
        merged: "2025-09-29",
        subject: "[NIXL] Increase default KV block eviction timeout on P"
      },
      "26171": {
        commit: "53c9a7cee208bc408f81fd2ddd8e30fc437d158f",
        merged: "2025-10-13",
        subject: "[P/D] [NixlConnector] kv load recovery integration"
      },
      "27592": {
        commit: "255e34ca50db3fc1f0ef8b66193b7c2fe47ca672",
        merged: "2025-10-27",
        subject: "[Stability fix] turn off HMA allocator when connector is set"
      },
      "27902": {
        commit: "94a9ebcf317b804a6a70d74de9f91804d314ff6a",
        merged: "2025-11-12",
        subject: "[KV connector][WIP] KV cache proxy based on LMCache multi-process mode"
      },
      "28951": {
        commit: "c0c2dd1e0b75c70706f4d8dbcd1d75f1c1750e14",
        merged: "2025-11-20",
        subject: "[BugFix] kv_offloading: Fix bug in loading of partial cpu blocks"
      },
      "29705": {
        commit: "ece2825a29e6b54ce6b114c27ec7ea498c66b416",
        merged: "2025-12-04",
        subject: "[KVConnector] Remove v0-related kv connector components such as kv pipe and kv lookup buffer"
      },
      "29805": {
        commit: "185c22bf2f736d0ffa69a3faae379ad0c444de56",
        merged: "2025-12-15",
        subject: "[Misc][Hybrid allocator + kv connector] Optionally enable hybrid allocator + KV cache connector"
      },
      "30201": {
        commit: "4c6fd258808ed42fc98a94f3a849f5fc9efebc20",
        merged: "2025-12-09",
        subject: "kv_transfer: Rename the shared storage connectors"
      },
      "31034": {
        commit: "0d6ccf68fa2c439e17d02f26c4044ed5df7f7099",
        merged: "2026-02-03",
        subject: "[P/D] rework mooncake connector and introduce its bootstrap server"
      },
      "31460": {
        commit: "0f35429a0c4b2fd1b6b64e4af042f51afa2ba4a9",
        merged: "2025-12-29",
        subject: "[CI]Test Group 'NixlConnector PD accuracy tests' is fixed"
      },
      "32031": {
        commit: "f8bd8394e3d06c18088d3f1a1944ca6001142400",
        merged: "2026-01-12",
        subject: "[NIXL][Bugfix] Failure logging overhaul + early metadata free on failure"
      },
      "36586": {
        commit: "2ef69456f5a0078bd8a8614b1cb6376e730e4d20",
        merged: "2026-03-12",
        subject: "[LMCache] Fault Tolerance Mechanism"
      },
      "36946": {
        commit: "6287e7fa208199da2dc2869646291a902c0d5caa",
        merged: "2026-03-27",
        subject: "[P/D] Mooncake: Add unit tests and minor fixes for mooncake connector"
      },
      "38554": {
        commit: "6cc7abdc66b98ef66141dd89f94f5f265e427f23",
        merged: "2026-03-31",
        subject: "[kv_offload+HMA] Fix num_blocks with different per-layer page sizes and improve assert message"
      },
      "39354": {
        commit: "3244a2ebf25d3896c04828b6ce073ef7848ebdc9",
        merged: "2026-04-12",
        subject: "[KVConnector][NIXL] Organize NIXL connector into its own directory"
      },
      "39403": {
        commit: "60cd878a3beca91e63d9a34a9c60fd335e780182",
        merged: "2026-04-25",
        subject: "[kv_offload+HMA][11/N]: Support store with multiple KV groups"
      },
      "40538": {
        commit: "c42981d034713da814913ebd2e53269346f3ecea",
        merged: "2026-04-30",
        subject: "[Refactor][kv_offload] KV Offloading maintainability improvements"
      },
      "40900": {
        commit: "ebeb09d82261e0f841ea10c109adbdaefd3ce459",
        merged: "2026-05-12",
        subject: "[KV Transfer] Add MooncakeStoreConnector for KV cache offloading via Mooncake distributed store"
      },
      "41383": {
        commit: "770e9bd6b3519e8a6fa5738877974af274ec946e",
        introduces: {
          basis: [
            {
              pr: 41383
            },
            {
              source: {
                commit: "770e9bd6b3519e8a6fa5738877974af274ec946e",
                expect: '"kv_lease_duration", 30',
                line: 72,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/scheduler.py"
              }
            }
          ],
          names: [
            "kv_lease_duration"
          ]
        },
        merged: "2026-05-11",
        subject: "[Nixl][PD] Lease renewal TTL KV blocks on P"
      },
      "42596": {
        commit: "f45c21088509344e3201242a8b2e69e2b267cfb3",
        merged: "2026-05-15",
        subject: "[LMCacheMPConnector] Prioritize importing the lmcache_mp_connector from lmcache"
      },
      "42828": {
        commit: "056bc2e16646599a96ac94e761c953e680e6fba9",
        merged: "2026-05-19",
        subject: "[KVConnector][DSV4] HMA support for Mooncake store connector"
      },
      "43281": {
        commit: "873758c13a64742e2a0247e0f2c62cadf027dd2b",
        merged: "2026-05-25",
        subject: "[KV Connector] Handle Mooncake finish after preemption"
      },
      "43371": {
        commit: "b21f3d56d4a2ab5504b56504e87e0475c6d84eb2",
        merged: "2026-05-22",
        subject: "[KV Connector] MooncakeStore: don't co-queue save with load to avoid double delayed-free"
      },
      "44854": {
        commit: "5add018bebbd54471af32094923205fe4c9b7740",
        merged: "2026-06-08",
        subject: "[Connector] Remove `P2pNcclConnector`"
      },
      "46595": {
        commit: "b69816043aa6f0048736be029b9c06f5137ce4a4",
        merged: "2026-06-24",
        subject: "[Bugfix][MooncakeStore] track resumed requests via scheduler's resumed_req_ids"
      },
      "48150": {
        commit: "a9531edfa63197dc083cf60be85e777c64fbfb60",
        merged: "2026-07-16",
        subject: "[KV Offload] Define clean backend configuration boundary"
      },
      "49251": {
        commit: "16aca639b747301c398bc4eed1cf5f0af8510538",
        merged: "2026-07-22",
        subject: "[ROCm] Upgrade NIXL and UCX"
      },
      "50565": {
        commit: null,
        note: "no commit whose subject ends in (#50565) among the ancestors of d626108b18"
      },
      "50984": {
        commit: null,
        note: "no commit whose subject ends in (#50984) among the ancestors of d626108b18"
      },
      "51358": {
        commit: null,
        note: "no commit whose subject ends in (#51358) among the ancestors of d626108b18"
      },
      "52372": {
        commit: "dc9ae4b8ac2331991ad7091812ef82ece4f8fdc2",
        merged: "2026-08-16",
        subject: "[Bugfix][Mooncake] Reference GPU blocks for in-flight store jobs and key the store ledger by store_job_id"
      },
      "52466": {
        commit: "bf2866f8bf5bb20628e2b93835be3c281a9b4ca4",
        merged: "2026-08-20",
        subject: "[KV Connector] Add decode offloading to Mooncake Store consumers"
      },
      "55066": {
        commit: null,
        note: "no commit whose subject ends in (#55066) among the ancestors of d626108b18"
      },
      "55297": {
        commit: null,
        note: "no commit whose subject ends in (#55297) among the ancestors of d626108b18"
      },
      "57174": {
        commit: null,
        note: "no commit whose subject ends in (#57174) among the ancestors of d626108b18"
      },
      "57529": {
        commit: null,
        note: "no commit whose subject ends in (#57529) among the ancestors of d626108b18"
      },
      "57530": {
        commit: null,
        note: "an RFC issue (A failure spine for the Mooncake connectors), not a pull request: no commit"
      },
      "57776": {
        commit: null,
        note: "no commit whose subject ends in (#57776) among the ancestors of d626108b18"
      }
    },
    version_notes: [
      {
        entry: "mooncake-store/request-not-in-unfinished-requests",
        missing: {
          basis: [
            {
              pr: 52466
            },
            {
              source: {
                expect: "self.prefill_end_tokens = 0",
                line: 333,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/data.py"
              }
            },
            {
              source: {
                commit: "d626108b1841888ec90aced33367149a6bbc7e4b",
                expect: "is_decode = num_computed_token >= prefill_end",
                line: 310,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py"
              }
            },
            {
              source: {
                commit: "d626108b1841888ec90aced33367149a6bbc7e4b",
                expect: "if is_decode and not self.save_decode_cache:",
                line: 311,
                path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py"
              }
            }
          ],
          text: "the code after it no longer reaches this check for a preempted request (its reset tracker makes the step a decode step, which is skipped unless `save_decode_cache` is set)"
        },
        pr: 52466
      },
      {
        contained: {
          basis: [
            {
              pr: 49251
            },
            {
              source: {
                expect: 'return "nixl_rocm" if current_platform.is_rocm() else "nixl"',
                line: 40,
                path: "vllm/distributed/nixl_utils.py"
              }
            }
          ],
          text: "vLLM imports `nixl_rocm` on ROCm (before it, `rixl`)"
        },
        entry: "nixl/not-available",
        missing: {
          basis: [
            {
              pr: 49251
            },
            {
              source: {
                commit: "6049424b7e81d0c22a25b202449fa2007be454d7",
                expect: 'package_name = "rixl" if current_platform.is_rocm() else "nixl"',
                line: 40,
                path: "vllm/distributed/nixl_utils.py"
              }
            }
          ],
          text: 'before it vLLM imports `rixl` on ROCm, not `nixl_rocm`: on ROCm, check `python -c "import rixl._api"`'
        },
        pr: 49251
      }
    ]
  }
};

// src/generated/source-index.json
var source_index_default = {
  commit: "c794754062d49a8fdb63ab3c5215b488b865030c",
  rows: [
    {
      kind: "raise",
      class: "ValueError",
      message: "Connector '{name}' is already registered.",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/factory.py",
      line: 34,
      function: "KVConnectorFactory.register_connector",
      connector: "kv_connector(factory)"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "kv_transfer_config must be set to create a connector",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/factory.py",
      line: 51,
      function: "KVConnectorFactory.create_connector",
      connector: "kv_connector(factory)"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "Connector {connector_cls.__name__} does not support HMA but HMA is enabled. Please set `--disable-hybrid-kv-cache-manager`.",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/factory.py",
      line: 57,
      function: "KVConnectorFactory.create_connector",
      connector: "kv_connector(factory)"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "Connector '{connector_name}' is not registered.",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/factory.py",
      line: 92,
      function: "KVConnectorFactory.get_connector_class_by_name",
      connector: "kv_connector(factory)"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "Connector name is not set in KVTransferConfig",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/factory.py",
      line: 101,
      function: "KVConnectorFactory.get_connector_class",
      connector: "kv_connector(factory)"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "kv_connector_module_path cannot be an empty string.",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/factory.py",
      line: 104,
      function: "KVConnectorFactory.get_connector_class",
      connector: "kv_connector(factory)"
    },
    {
      kind: "raise",
      class: "AttributeError",
      message: "Class {connector_name} not found in {connector_module_path}",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/factory.py",
      line: 111,
      function: "KVConnectorFactory.get_connector_class",
      connector: "kv_connector(factory)"
    },
    {
      kind: "log",
      class: "error",
      message: "Connector {connector_cls.__name__} uses deprecated 2-argument constructor signature. External v1 KV connectors must accept kv_cache_config as the third constructor argument and pass it to super().__init__().",
      args: "[message from variable msg (line 116)]",
      path: "vllm/distributed/kv_transfer/kv_connector/factory.py",
      line: 122,
      function: "KVConnectorFactory.get_connector_class",
      connector: "kv_connector(factory)"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "Connector {connector_cls.__name__} uses deprecated 2-argument constructor signature. External v1 KV connectors must accept kv_cache_config as the third constructor argument and pass it to super().__init__().",
      args: "[message from variable msg (line 116)]",
      path: "vllm/distributed/kv_transfer/kv_connector/factory.py",
      line: 123,
      function: "KVConnectorFactory.get_connector_class",
      connector: "kv_connector(factory)"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "Unsupported connector type: {connector_name}",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/factory.py",
      line: 127,
      function: "KVConnectorFactory.get_connector_class",
      connector: "kv_connector(factory)"
    },
    {
      kind: "raise",
      class: "NotImplementedError",
      message: "",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/base.py",
      line: 114,
      function: "SupportsHMA.request_finished_all_groups",
      connector: "v1(base)"
    },
    {
      kind: "log",
      class: "warning",
      message: "Initializing KVConnectorBase_V1. This API is experimental and subject to change in the future as we iterate the design.",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/base.py",
      line: 211,
      function: "KVConnectorBase_V1.__init__",
      connector: "v1(base)"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "kv_transfer_config must be set for KVConnectorBase_V1",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/base.py",
      line: 220,
      function: "KVConnectorBase_V1.__init__",
      connector: "v1(base)"
    },
    {
      kind: "raise",
      class: "TypeError",
      message: "get_required_kvcache_layout should not be called on the abstract base class",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/base.py",
      line: 623,
      function: "KVConnectorBase_V1.get_required_kvcache_layout",
      connector: "v1(base)"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "{type(self).__name__} received pp_rank > 0 handshake metadata but does not support PP-disaggregated KV transfer.",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/base.py",
      line: 694,
      function: "KVConnectorBase_V1.set_xfer_handshake_metadata_pp_aware",
      connector: "v1(base)"
    },
    {
      kind: "log",
      class: "warning",
      message: "DecodeBenchConnector: Layer %s not found in KV caches",
      args: "layer_name",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/decode_bench_connector.py",
      line: 383,
      function: "DecodeBenchConnectorWorker._fill_blocks",
      connector: "decode_bench"
    },
    {
      kind: "log",
      class: "warning_once",
      message: "DecodeBenchConnector: skipping fill for layer %s whose KV cache is %s, not a tensor or a list/tuple of tensors.",
      args: "layer_name, type(kv_cache).__name__",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/decode_bench_connector.py",
      line: 405,
      function: "DecodeBenchConnectorWorker._fill_blocks",
      connector: "decode_bench"
    },
    {
      kind: "log",
      class: "warning",
      message: "In connector.start_load_kv, but the attn_metadata is None",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/example_connector.py",
      line: 158,
      function: "ExampleConnector.start_load_kv",
      connector: "example"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "Could not uniquely identify the extract-hidden-states KV cache group among {len(groups)} groups; the hidden-states layer must be isolated in its own group (MLA verifiers are unsupported).",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/example_hidden_states_connector.py",
      line: 133,
      function: "ExampleHiddenStatesConnector._find_cache_kv_group_id",
      connector: "example_hidden_states"
    },
    {
      kind: "log",
      class: "warning",
      message: "safetensors < 0.8.0 holds the GIL during save_file, which serializes the writer thread pool and hurts throughput. Upgrade to safetensors >= 0.8.0 for better performance.",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/example_hidden_states_connector.py",
      line: 180,
      function: "ExampleHiddenStatesConnector.__init__",
      connector: "example_hidden_states"
    },
    {
      kind: "log",
      class: "warning",
      message: "allow_custom_save_path is enabled. API clients can write hidden states to arbitrary paths on the server filesystem. Only enable this with trusted clients.",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/example_hidden_states_connector.py",
      line: 223,
      function: "ExampleHiddenStatesConnector.__init__",
      connector: "example_hidden_states"
    },
    {
      kind: "log",
      class: "error",
      message: "Hidden-states write failed for req_id=%s: %r",
      args: "req_id, exc",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/example_hidden_states_connector.py",
      line: 291,
      function: "ExampleHiddenStatesConnector._on_write_done",
      connector: "example_hidden_states"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "Hidden-states block-size mismatch: derived {self._block_size} but buffer block size is {self._kv_cache.shape[1]}; read slots would be wrong (likely a hybrid block-size resolution bug).",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/example_hidden_states_connector.py",
      line: 314,
      function: "ExampleHiddenStatesConnector.register_kv_caches",
      connector: "example_hidden_states"
    },
    {
      kind: "log",
      class: "warning",
      message: "Request %s provided hidden_states_path but allow_custom_save_path is disabled. Ignoring custom path and using default.",
      args: "new_req.req_id",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/example_hidden_states_connector.py",
      line: 497,
      function: "ExampleHiddenStatesConnector.build_connector_meta",
      connector: "example_hidden_states"
    },
    {
      kind: "log",
      class: "warning",
      message: "Request %s has no prompt_token_ids (prompt_embeds only). Saved token_ids will be empty.",
      args: "req_id",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/example_hidden_states_connector.py",
      line: 532,
      function: "ExampleHiddenStatesConnector.request_finished",
      connector: "example_hidden_states"
    },
    {
      kind: "raise",
      class: "TypeError",
      message: "get_required_kvcache_layout should not be called on the abstract base class",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/example_hidden_states_connector.py",
      line: 604,
      function: "ExampleHiddenStatesConnector.get_required_kvcache_layout",
      connector: "example_hidden_states"
    },
    {
      kind: "raise",
      class: "ImportError",
      message: "FlexKV is not installed. Please install it to use FlexKVConnectorV1. See https://github.com/taco-project/FlexKV for installation instructions.",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/flexkv_connector.py",
      line: 68,
      function: "FlexKVConnectorV1.__init__",
      connector: "flexkv"
    },
    {
      kind: "raise",
      class: "ImportError",
      message: "hf3fs_fuse.io is not available. Please install the hf3fs_fuse package.",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/hf3fs/hf3fs_client.py",
      line: 72,
      function: "Hf3fsClient.__init__",
      connector: "hf3fs"
    },
    {
      kind: "log",
      class: "warning",
      message: "Failed to close %s: %s",
      args: "attr, e",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/hf3fs/hf3fs_client.py",
      line: 171,
      function: "Hf3fsClient._release_resources",
      connector: "hf3fs"
    },
    {
      kind: "log",
      class: "warning",
      message: "deregister_fd failed: %s",
      args: "e",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/hf3fs/hf3fs_client.py",
      line: 178,
      function: "Hf3fsClient._release_resources",
      connector: "hf3fs"
    },
    {
      kind: "log",
      class: "warning",
      message: "os.close failed: %s",
      args: "e",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/hf3fs/hf3fs_client.py",
      line: 182,
      function: "Hf3fsClient._release_resources",
      connector: "hf3fs"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "Hf3fsClient.check Failed",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/hf3fs/hf3fs_client.py",
      line: 278,
      function: "Hf3fsClient.check",
      connector: "hf3fs"
    },
    {
      kind: "log",
      class: "error",
      message: "Save worker error: %s",
      args: "e",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/hf3fs/hf3fs_connector.py",
      line: 254,
      function: "AsyncOperationManager._save_worker",
      connector: "hf3fs"
    },
    {
      kind: "log",
      class: "error",
      message: "Load worker error: %s",
      args: "e",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/hf3fs/hf3fs_connector.py",
      line: 266,
      function: "AsyncOperationManager._load_worker",
      connector: "hf3fs"
    },
    {
      kind: "log",
      class: "error",
      message: "%s for %s request %s",
      args: "error_msg, operation, request_id",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/hf3fs/hf3fs_connector.py",
      line: 426,
      function: "AsyncOperationManager._fail_task",
      connector: "hf3fs"
    },
    {
      kind: "log",
      class: "error",
      message: "HF3FS client initialization failed: %s",
      args: "e",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/hf3fs/hf3fs_connector.py",
      line: 607,
      function: "HF3FSKVConnector._setup_storage_clients",
      connector: "hf3fs"
    },
    {
      kind: "log",
      class: "error",
      message: "Invalid metadata type: %s",
      args: "type(metadata)",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/hf3fs/hf3fs_connector.py",
      line: 623,
      function: "HF3FSKVConnector.wait_for_save",
      connector: "hf3fs"
    },
    {
      kind: "log",
      class: "error",
      message: "Invalid metadata type for loading",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/hf3fs/hf3fs_connector.py",
      line: 644,
      function: "HF3FSKVConnector.start_load_kv",
      connector: "hf3fs"
    },
    {
      kind: "log",
      class: "error",
      message: "Error calculating matches for request %s: %s",
      args: "request.request_id, e",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/hf3fs/hf3fs_connector.py",
      line: 753,
      function: "HF3FSKVConnector.get_num_new_matched_tokens",
      connector: "hf3fs"
    },
    {
      kind: "log",
      class: "error",
      message: "Connector shutdown error: %s",
      args: "e",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/hf3fs/hf3fs_connector.py",
      line: 925,
      function: "HF3FSKVConnector.close",
      connector: "hf3fs"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "Rank {rank} not initialized",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/hf3fs/hf3fs_metadata_server.py",
      line: 125,
      function: "GlobalMetadataState.allocate_pages_for_keys",
      connector: "hf3fs"
    },
    {
      kind: "log",
      class: "warning",
      message: "Rank %s only allocated %s pages for %s keys",
      args: "rank, len(allocated_pages), num_pages_needed",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/hf3fs/hf3fs_metadata_server.py",
      line: 132,
      function: "GlobalMetadataState.allocate_pages_for_keys",
      connector: "hf3fs"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "Rank {rank} not initialized",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/hf3fs/hf3fs_metadata_server.py",
      line: 224,
      function: "GlobalMetadataState.get_key_locations",
      connector: "hf3fs"
    },
    {
      kind: "raise",
      class: "HTTPException",
      message: "Invalid initialization parameters",
      args: "status_code=400",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/hf3fs/hf3fs_metadata_server.py",
      line: 291,
      function: "Hf3fsMetadataServer.initialize_rank",
      connector: "hf3fs"
    },
    {
      kind: "raise",
      class: "HTTPException",
      message: "Invalid request format: need 'rank' and 'keys'",
      args: "status_code=400",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/hf3fs/hf3fs_metadata_server.py",
      line: 303,
      function: "Hf3fsMetadataServer.batch_allocate_pages_for_keys",
      connector: "hf3fs"
    },
    {
      kind: "raise",
      class: "HTTPException",
      message: "Allocation failed: {str(e)}",
      args: "status_code=500",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/hf3fs/hf3fs_metadata_server.py",
      line: 315,
      function: "Hf3fsMetadataServer.batch_allocate_pages_for_keys",
      connector: "hf3fs"
    },
    {
      kind: "raise",
      class: "HTTPException",
      message: "Invalid request format: need 'rank' and 'confirmations'",
      args: "status_code=400",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/hf3fs/hf3fs_metadata_server.py",
      line: 328,
      function: "Hf3fsMetadataServer.confirm_write_for_keys",
      connector: "hf3fs"
    },
    {
      kind: "log",
      class: "error",
      message: "Confirm write for keys failed: %s",
      args: "e",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/hf3fs/hf3fs_metadata_server.py",
      line: 339,
      function: "Hf3fsMetadataServer.confirm_write_for_keys",
      connector: "hf3fs"
    },
    {
      kind: "raise",
      class: "HTTPException",
      message: "Confirmation failed: {str(e)}",
      args: "status_code=500",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/hf3fs/hf3fs_metadata_server.py",
      line: 340,
      function: "Hf3fsMetadataServer.confirm_write_for_keys",
      connector: "hf3fs"
    },
    {
      kind: "raise",
      class: "HTTPException",
      message: "Invalid keys format",
      args: "status_code=400",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/hf3fs/hf3fs_metadata_server.py",
      line: 350,
      function: "Hf3fsMetadataServer.batch_key_exists",
      connector: "hf3fs"
    },
    {
      kind: "raise",
      class: "HTTPException",
      message: "Key existence check failed: {str(e)}",
      args: "status_code=500",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/hf3fs/hf3fs_metadata_server.py",
      line: 356,
      function: "Hf3fsMetadataServer.batch_key_exists",
      connector: "hf3fs"
    },
    {
      kind: "raise",
      class: "HTTPException",
      message: "Invalid request format: need 'rank' and 'keys'",
      args: "status_code=400",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/hf3fs/hf3fs_metadata_server.py",
      line: 368,
      function: "Hf3fsMetadataServer.get_key_locations",
      connector: "hf3fs"
    },
    {
      kind: "raise",
      class: "HTTPException",
      message: "Failed to get key locations: {str(e)}",
      args: "status_code=500",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/hf3fs/hf3fs_metadata_server.py",
      line: 377,
      function: "Hf3fsMetadataServer.get_key_locations",
      connector: "hf3fs"
    },
    {
      kind: "log",
      class: "error",
      message: "Failed to POST to %s after retries: %s",
      args: "endpoint, e",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/hf3fs/hf3fs_metadata_server.py",
      line: 468,
      function: "Hf3fsGlobalMetadataClient._post",
      connector: "hf3fs"
    },
    {
      kind: "raise",
      class: "RuntimeError",
      message: "Failed to connect to metadata server: {e}",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/hf3fs/hf3fs_metadata_server.py",
      line: 469,
      function: "Hf3fsGlobalMetadataClient._post",
      connector: "hf3fs"
    },
    {
      kind: "raise",
      class: "RuntimeError",
      message: "Attempted to free more buffers than allocated",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/hf3fs/utils/gather_scatter_helper.py",
      line: 285,
      function: "CopyBufferAllocator.free_buffer",
      connector: "hf3fs"
    },
    {
      kind: "log",
      class: "error",
      message: "Read size mismatch: got %d, expected %d",
      args: "len(buffer_data), num_bytes",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/hf3fs/utils/hf3fs_mock_client.py",
      line: 55,
      function: "Hf3fsClient.batch_read",
      connector: "hf3fs"
    },
    {
      kind: "log",
      class: "error",
      message: "Batch read error: %s",
      args: "e",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/hf3fs/utils/hf3fs_mock_client.py",
      line: 62,
      function: "Hf3fsClient.batch_read",
      connector: "hf3fs"
    },
    {
      kind: "log",
      class: "error",
      message: "Write size mismatch: wrote %d, expected %d",
      args: "bytes_written, self._bytes_per_page",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/hf3fs/utils/hf3fs_mock_client.py",
      line: 102,
      function: "Hf3fsClient.batch_write",
      connector: "hf3fs"
    },
    {
      kind: "log",
      class: "error",
      message: "Batch write error: %s",
      args: "e",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/hf3fs/utils/hf3fs_mock_client.py",
      line: 110,
      function: "Hf3fsClient.batch_write",
      connector: "hf3fs"
    },
    {
      kind: "log",
      class: "warning",
      message: "LMCache engine does not support register_kv_caches, please check and use the latest version",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_connector.py",
      line: 131,
      function: "LMCacheConnectorV1.register_kv_caches",
      connector: "lmcache"
    },
    {
      kind: "log",
      class: "error",
      message: "Something went wrong when processing the store request for request_id=%s",
      args: "request_id",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_integration/multi_process_adapter.py",
      line: 633,
      function: "LMCacheMPWorkerAdapter.get_finished",
      connector: "lmcache"
    },
    {
      kind: "log",
      class: "error",
      message: "Something went wrong when processing the retrieve request for request_id=%s, result=%s",
      args: "request_id, r_result",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_integration/multi_process_adapter.py",
      line: 649,
      function: "LMCacheMPWorkerAdapter.get_finished",
      connector: "lmcache"
    },
    {
      kind: "log",
      class: "warning",
      message: "No LMCache configuration file is set. Trying to read configurations from the environment variables.",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_integration/utils.py",
      line: 48,
      function: "lmcache_get_or_create_config",
      connector: "lmcache"
    },
    {
      kind: "log",
      class: "warning",
      message: "You can set the configuration file through the environment variable: LMCACHE_CONFIG_FILE",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_integration/utils.py",
      line: 52,
      function: "lmcache_get_or_create_config",
      connector: "lmcache"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "Either vllm_config must be provided, or all of model_config, parallel_config, and cache_config must be provided.",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_integration/utils.py",
      line: 134,
      function: "create_lmcache_metadata",
      connector: "lmcache"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "Unsupported new_block_ids type {type(new_block_ids)}: should be None[list[int], ...], tuple or list[int].",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_integration/vllm_v1_adapter.py",
      line: 236,
      function: "RequestTracker.update",
      connector: "lmcache"
    },
    {
      kind: "log",
      class: "error",
      message: "The number of tokens is more than the number of blocks.Something might be wrong in scheduling logic!",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_integration/vllm_v1_adapter.py",
      line: 357,
      function: "ReqMeta.from_request_tracker",
      connector: "lmcache"
    },
    {
      kind: "log",
      class: "error",
      message: "Num tokens: %d, num blocks: %d, block size: %d",
      args: "len(token_ids), num_blocks, block_size",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_integration/vllm_v1_adapter.py",
      line: 361,
      function: "ReqMeta.from_request_tracker",
      connector: "lmcache"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "MLA only works with naive serde mode..",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_integration/vllm_v1_adapter.py",
      line: 467,
      function: "_init_lmcache_engine",
      connector: "lmcache"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "layerwise MLA connector is not supported yet",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_integration/vllm_v1_adapter.py",
      line: 508,
      function: "_init_lmcache_engine",
      connector: "lmcache"
    },
    {
      kind: "log",
      class: "error",
      message: "The number of retrieved tokens is less than the expected number of tokens! This should not happen!",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_integration/vllm_v1_adapter.py",
      line: 897,
      function: "LMCacheConnectorV1Impl.start_load_kv",
      connector: "lmcache"
    },
    {
      kind: "log",
      class: "error",
      message: "Num retrieved tokens: %d, num expected tokens: %d",
      args: "num_retrieved_tokens, num_expected_tokens",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_integration/vllm_v1_adapter.py",
      line: 901,
      function: "LMCacheConnectorV1Impl.start_load_kv",
      connector: "lmcache"
    },
    {
      kind: "log",
      class: "warning",
      message: "In connector.save_kv_layer, but the connector metadata is None",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_integration/vllm_v1_adapter.py",
      line: 957,
      function: "LMCacheConnectorV1Impl.save_kv_layer",
      connector: "lmcache"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "Request {req_id} is not in _unfinished_requests, but it is scheduled to be cached",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_integration/vllm_v1_adapter.py",
      line: 1388,
      function: "LMCacheConnectorV1Impl.build_connector_meta",
      connector: "lmcache"
    },
    {
      kind: "raise",
      class: "RuntimeError",
      message: "LMCacheMPConnector only works without hybrid kv cache manager. Please pass --disable-hybrid-kv-cache-manager when starting vllm",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_mp_connector.py",
      line: 78,
      function: "reformat_block_ids",
      connector: "lmcache_mp"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "Unknown KVConnectorRole: {self.role}",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_mp_connector.py",
      line: 522,
      function: "LMCacheMPConnectorUpstream.__init__",
      connector: "lmcache_mp"
    },
    {
      kind: "raise",
      class: "TypeError",
      message: "get_required_kvcache_layout should not be called on the abstract base class",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_mp_connector.py",
      line: 982,
      function: "LMCacheMPConnectorUpstream.get_required_kvcache_layout",
      connector: "lmcache_mp"
    },
    {
      kind: "raise",
      class: "NotImplementedError",
      message: "",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/metrics.py",
      line: 31,
      function: "KVConnectorStats.reset",
      connector: "v1(metrics)"
    },
    {
      kind: "raise",
      class: "NotImplementedError",
      message: "",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/metrics.py",
      line: 37,
      function: "KVConnectorStats.aggregate",
      connector: "v1(metrics)"
    },
    {
      kind: "raise",
      class: "NotImplementedError",
      message: "",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/metrics.py",
      line: 46,
      function: "KVConnectorStats.reduce",
      connector: "v1(metrics)"
    },
    {
      kind: "raise",
      class: "NotImplementedError",
      message: "",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/metrics.py",
      line: 50,
      function: "KVConnectorStats.is_empty",
      connector: "v1(metrics)"
    },
    {
      kind: "log",
      class: "warning_once",
      message: "The connector %s is collecting stats but does not implement the `build_kv_connector_stats` method. Stats will not be logged.",
      args: "self.connector_cls",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/metrics.py",
      line: 76,
      function: "KVConnectorLogging.observe",
      connector: "v1(metrics)"
    },
    {
      kind: "raise",
      class: "NotImplementedError",
      message: "",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/metrics.py",
      line: 136,
      function: "KVConnectorPromMetrics.observe",
      connector: "v1(metrics)"
    },
    {
      kind: "log",
      class: "warning",
      message: "Please install mooncake by following the instructions at https://github.com/kvcache-ai/Mooncake/blob/main/doc/en/build.md to run VLLM with MooncakeTransferEngine.",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py",
      line: 72,
      function: "<module>",
      connector: "mooncake"
    },
    {
      kind: "log",
      class: "warning_once",
      message: "Unable to detect current VLLM config. Fallback to default kv cache layout.",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py",
      line: 501,
      function: "MooncakeConnector.get_required_kvcache_layout",
      connector: "mooncake"
    },
    {
      kind: "log",
      class: "warning",
      message: "Got invalid KVTransferParams: %s. This request will not utilize KVTransfer",
      args: "params",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py",
      line: 790,
      function: "MooncakeConnectorScheduler.update_state_after_alloc",
      connector: "mooncake"
    },
    {
      kind: "log",
      class: "warning",
      message: "Missing transfer_id in kv_transfer_params from router!",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py",
      line: 801,
      function: "MooncakeConnectorScheduler.update_state_after_alloc",
      connector: "mooncake"
    },
    {
      kind: "log",
      class: "error",
      message: "Mooncake is not available",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py",
      line: 905,
      function: "MooncakeConnectorWorker.__init__",
      connector: "mooncake"
    },
    {
      kind: "raise",
      class: "RuntimeError",
      message: "Mooncake is not available",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py",
      line: 906,
      function: "MooncakeConnectorWorker.__init__",
      connector: "mooncake"
    },
    {
      kind: "raise",
      class: "RuntimeError",
      message: "Mooncake Transfer Engine initialization failed.",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py",
      line: 941,
      function: "MooncakeConnectorWorker.__init__",
      connector: "mooncake"
    },
    {
      kind: "log",
      class: "error",
      message: "Error registering %s with bootstrap server: %s",
      args: "payload, err_msg",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py",
      line: 1127,
      function: "MooncakeConnectorWorker.register_worker_with_bootstrap",
      connector: "mooncake"
    },
    {
      kind: "log",
      class: "error",
      message: "Error in Mooncake sender thread: %s. Exiting thread.",
      args: "str(e)",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py",
      line: 1163,
      function: "MooncakeConnectorWorker._mooncake_sender_listener",
      connector: "mooncake"
    },
    {
      kind: "log",
      class: "error",
      message: "Error processing Mooncake xfer request: %s",
      args: "e",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py",
      line: 1179,
      function: "MooncakeConnectorWorker._sender_worker",
      connector: "mooncake"
    },
    {
      kind: "log",
      class: "error",
      message: "Error in _sender_worker: %s",
      args: "e",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py",
      line: 1191,
      function: "MooncakeConnectorWorker._sender_worker",
      connector: "mooncake"
    },
    {
      kind: "log",
      class: "error",
      message: "This D tp_rank {meta.remote_tp_rank} is not paired with P tp_rank {self.tp_rank}; expected one of {remote_tp_ranks}.",
      args: "[message from variable msg (line 1200)]",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py",
      line: 1205,
      function: "MooncakeConnectorWorker.send_kv_to_decode",
      connector: "mooncake"
    },
    {
      kind: "log",
      class: "warning",
      message: "Timeout waiting for P side ready: %s",
      args: "list(pending_reqs)",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py",
      line: 1286,
      function: "MooncakeConnectorWorker.send_kv_to_decode",
      connector: "mooncake"
    },
    {
      kind: "log",
      class: "warning",
      message: "Request %s expired before sending on P side.",
      args: "d_req_id",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py",
      line: 1316,
      function: "MooncakeConnectorWorker.send_kv_to_decode",
      connector: "mooncake"
    },
    {
      kind: "log",
      class: "error",
      message: "req %s: KV group count mismatch: local=%d, remote=%d",
      args: "d_req_id, len(send_meta.local_block_ids), len(remote_block_ids_per_group)",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py",
      line: 1447,
      function: "MooncakeConnectorWorker._build_transfer_params",
      connector: "mooncake"
    },
    {
      kind: "log",
      class: "error",
      message: "req %s: local blocks(%d) < remote blocks(%d) in a KV cache group (is_mamba_group=%s)",
      args: "d_req_id, n_local, n_remote, is_mamba_group",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py",
      line: 1491,
      function: "MooncakeConnectorWorker._build_transfer_params",
      connector: "mooncake"
    },
    {
      kind: "log",
      class: "warning",
      message: "Sending to %s failed (ret=%s) after %s (%d descriptors, %d bytes)",
      args: "remote_session, ret_value, duration, len(src_ptrs), sum(lengths)",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py",
      line: 1643,
      function: "MooncakeConnectorWorker._send_blocks",
      connector: "mooncake"
    },
    {
      kind: "raise",
      class: "RuntimeError",
      message: "No KV cache tensors were registered with Mooncake.",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py",
      line: 1723,
      function: "MooncakeConnectorWorker.register_kv_caches",
      connector: "mooncake"
    },
    {
      kind: "raise",
      class: "RuntimeError",
      message: "Mooncake batch memory registration failed.",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py",
      line: 1727,
      function: "MooncakeConnectorWorker.register_kv_caches",
      connector: "mooncake"
    },
    {
      kind: "log",
      class: "warning",
      message: "Request %s timed out after %d seconds without being sent. Freeing its blocks on the producer side.",
      args: "send_meta.p_req_id, envs.VLLM_MOONCAKE_ABORT_REQUEST_TIMEOUT",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py",
      line: 1765,
      function: "MooncakeConnectorWorker.fetch_finished_sending_reqs",
      connector: "mooncake"
    },
    {
      kind: "log",
      class: "error",
      message: "Error happens during transferring kvcache for %s: %s",
      args: "req_ids, response.err_msg",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py",
      line: 1864,
      function: "MooncakeConnectorWorker.receive_kv_from_single_worker",
      connector: "mooncake"
    },
    {
      kind: "log",
      class: "error",
      message: "MooncakeXferMetadata transfer failed for %s: %s",
      args: "req_ids, e",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py",
      line: 1877,
      function: "MooncakeConnectorWorker.receive_kv_from_single_worker",
      connector: "mooncake"
    },
    {
      kind: "log",
      class: "error",
      message: "pulling kv_caches for %s failed: %s",
      args: "response.err_reqs, response.err_msg",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py",
      line: 1899,
      function: "MooncakeConnectorWorker.process_pulling_result",
      connector: "mooncake"
    },
    {
      kind: "log",
      class: "error",
      message: "Failed to connect to bootstrap server %s: %s",
      args: "remote_bootstrap_addr, e",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py",
      line: 1923,
      function: "MooncakeConnectorWorker._connect_to_prefiller_bootstrap",
      connector: "mooncake"
    },
    {
      kind: "log",
      class: "error",
      message: "Failed to find remote engine_id %s from bootstrap server %s",
      args: "remote_engine_id, remote_bootstrap_addr",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py",
      line: 1980,
      function: "MooncakeConnectorWorker.handle_new_engine_id",
      connector: "mooncake"
    },
    {
      kind: "raise",
      class: "HTTPException",
      message: "Engine ID mismatch for dp_rank={payload.dp_rank}: expected {dp_entry.engine_id}, got {payload.engine_id}",
      args: "status_code=400",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_utils.py",
      line: 90,
      function: "MooncakeBootstrapServer.register_worker",
      connector: "mooncake"
    },
    {
      kind: "raise",
      class: "HTTPException",
      message: "Worker with dp_rank={payload.dp_rank}, tp_rank={payload.tp_rank}, pp_rank={payload.pp_rank} is already registered at {tp_entry[payload.pp_rank]}, but still want to register at {payload.addr}",
      args: "status_code=400",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_utils.py",
      line: 102,
      function: "MooncakeBootstrapServer.register_worker",
      connector: "mooncake"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "Mooncake preferred_segment override must be a non-empty string",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/rdma_utils.py",
      line: 35,
      function: "get_configured_preferred_segment",
      connector: "mooncake"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "MooncakeStoreConnector does not support: <expr: '; '.join(unsupported)>",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/connector.py",
      line: 124,
      function: "MooncakeStoreConnector._validate_kv_cache_config",
      connector: "mooncake_store"
    },
    {
      kind: "raise",
      class: "IndexError",
      message: "<expr: idx>",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/data.py",
      line: 47,
      function: "BlobBlockHashes.__getitem__",
      connector: "mooncake_store"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "block_size ({self.block_size}) must be a multiple of hash_block_size ({self.hash_block_size})",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/data.py",
      line: 180,
      function: "ChunkedTokenDatabase.__init__",
      connector: "mooncake_store"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "Group count mismatch: tracker has {len(self.allocated_block_ids)} groups, update has {len(new_block_ids)}",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/data.py",
      line: 343,
      function: "RequestTracker.update",
      connector: "mooncake_store"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "Request {req_id} is not in _unfinished_requests",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py",
      line: 301,
      function: "MooncakeStoreScheduler.build_connector_meta",
      connector: "mooncake_store"
    },
    {
      kind: "log",
      class: "warning",
      message: "Mooncake store reset returned NACK from worker.",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py",
      line: 444,
      function: "MooncakeStoreScheduler.reset_store",
      connector: "mooncake_store"
    },
    {
      kind: "log",
      class: "error",
      message: "Mooncake reset_store RPC failed: %s",
      args: "e",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py",
      line: 447,
      function: "MooncakeStoreScheduler.reset_store",
      connector: "mooncake_store"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "unknown Mooncake mode: {self.mode!r}",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py",
      line: 142,
      function: "MooncakeStoreConfig.__post_init__",
      connector: "mooncake_store"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "local_buffer_size must be > 0",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py",
      line: 144,
      function: "MooncakeStoreConfig.__post_init__",
      connector: "mooncake_store"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "embedded mode requires global_segment_size > 0",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py",
      line: 146,
      function: "MooncakeStoreConfig.__post_init__",
      connector: "mooncake_store"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "standalone-store mode requires global_segment_size == 0",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py",
      line: 148,
      function: "MooncakeStoreConfig.__post_init__",
      connector: "mooncake_store"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "The environment variable 'MOONCAKE_CONFIG_PATH' is not set.",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py",
      line: 174,
      function: "MooncakeStoreConfig.load_from_config",
      connector: "mooncake_store"
    },
    {
      kind: "raise",
      class: "TypeError",
      message: "tenant_id must be a string or null, got {type(value).__name__}: {value!r}",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py",
      line: 184,
      function: "_normalize_tenant_id",
      connector: "mooncake_store"
    },
    {
      kind: "raise",
      class: "TypeError",
      message: "Unsupported type for size: {type(value)}",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py",
      line: 199,
      function: "_parse_size",
      connector: "mooncake_store"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "Size cannot be empty.",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py",
      line: 203,
      function: "_parse_size",
      connector: "mooncake_store"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "Invalid format: '{value}'",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py",
      line: 213,
      function: "_parse_size",
      connector: "mooncake_store"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "Invalid numeric value '{number_str}' in: '{value}'",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py",
      line: 222,
      function: "_parse_size",
      connector: "mooncake_store"
    },
    {
      kind: "log",
      class: "warning",
      message: "Failed to get Mooncake replica descriptors for tier logging (batch_keys=%d, error=%s); marking tiers unknown",
      args: "len(keys), e",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py",
      line: 323,
      function: "_get_replica_tiers_by_key",
      connector: "mooncake_store"
    },
    {
      kind: "log",
      class: "warning",
      message: "Received a None request!",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py",
      line: 434,
      function: "KVTransferThread.run",
      connector: "mooncake_store"
    },
    {
      kind: "log",
      class: "exception",
      message: "Error in %s (req=%s)",
      args: "self.name, req_id",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py",
      line: 440,
      function: "KVTransferThread.run",
      connector: "mooncake_store"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "Partial-tail offloads for one request must share a boundary",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py",
      line: 589,
      function: "KVCacheStoreSendingThread._maybe_offload_partial_tail",
      connector: "mooncake_store"
    },
    {
      kind: "log",
      class: "error",
      message: "Failed to check partial-tail keys for request %s: %s",
      args: "req_meta.req_id, e",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py",
      line: 668,
      function: "KVCacheStoreSendingThread._maybe_offload_partial_tail",
      connector: "mooncake_store"
    },
    {
      kind: "log",
      class: "error",
      message: "Failed to put partial-tail keys for request %s: %s",
      args: "req_meta.req_id, e",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py",
      line: 704,
      function: "KVCacheStoreSendingThread._maybe_offload_partial_tail",
      connector: "mooncake_store"
    },
    {
      kind: "log",
      class: "warning",
      message: "Partial-tail put failed for request %s: %d/%d keys failed (codes=%s)",
      args: "req_meta.req_id, len(failed), len(keys), failed_codes",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py",
      line: 722,
      function: "KVCacheStoreSendingThread._maybe_offload_partial_tail",
      connector: "mooncake_store"
    },
    {
      kind: "log",
      class: "warning",
      message: "batch_put failed: %d/%d keys failed (codes=%s, batch_bytes=%d, num_keys=%d), first_key=%s",
      args: "len(failed), len(keys), failed_codes, batch_bytes, len(keys), keys[0] if keys else 'N/A'",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py",
      line: 944,
      function: "KVCacheStoreSendingThread._handle_request",
      connector: "mooncake_store"
    },
    {
      kind: "log",
      class: "warning",
      message: "Detected Mooncake CPU/disk offloading pressure (NO_AVAILABLE_HANDLE); skipping future store batches for request %s until a later store batch succeeds",
      args: "req_id",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py",
      line: 959,
      function: "KVCacheStoreSendingThread._handle_request",
      connector: "mooncake_store"
    },
    {
      kind: "log",
      class: "error",
      message: "Failed to put key %s, error: %s",
      args: "keys, e",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py",
      line: 982,
      function: "KVCacheStoreSendingThread._handle_request",
      connector: "mooncake_store"
    },
    {
      kind: "log",
      class: "warning",
      message: "Skipping Mooncake load for request %s because key %s requires %d staging bytes, exceeding budget %d",
      args: "req_id, oversized_key, oversized_key_bytes, self.disk_offload_buffer_budget_bytes",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py",
      line: 1104,
      function: "KVCacheStoreRecvingThread._handle_request",
      connector: "mooncake_store"
    },
    {
      kind: "log",
      class: "warning",
      message: "Failed to get %d Mooncake keys from sub-batch (batch_keys=%d, first_failures=%s)",
      args: "len(failed), len(batch_keys), [(key, value) for key, value, _ in failed[:3]]",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py",
      line: 1166,
      function: "KVCacheStoreRecvingThread._handle_request",
      connector: "mooncake_store"
    },
    {
      kind: "log",
      class: "warning",
      message: "Failed to get Mooncake sub-batch %s, error: %s",
      args: "current_batch_keys[:3], e",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py",
      line: 1184,
      function: "KVCacheStoreRecvingThread._handle_request",
      connector: "mooncake_store"
    },
    {
      kind: "raise",
      class: "ImportError",
      message: "Please install mooncake by following the instructions at https://github.com/kvcache-ai/Mooncake/blob/main/doc/en/build.md to run vLLM with MooncakeStoreConnector.",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py",
      line: 1213,
      function: "MooncakeStoreWorker.__init__",
      connector: "mooncake_store"
    },
    {
      kind: "log",
      class: "error",
      message: "Initialize MooncakeDistributedStore failed.",
      args: "[message from variable msg (line 1276)]",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py",
      line: 1277,
      function: "MooncakeStoreWorker.__init__",
      connector: "mooncake_store"
    },
    {
      kind: "raise",
      class: "RuntimeError",
      message: "Initialize MooncakeDistributedStore failed.",
      args: "[message from variable msg (line 1276)]",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py",
      line: 1278,
      function: "MooncakeStoreWorker.__init__",
      connector: "mooncake_store"
    },
    {
      kind: "log",
      class: "warning",
      message: "Mooncake group semantics is enabled, but the installed Mooncake package does not support ReplicateConfig.group_ids. Falling back to the existing batch_put_from_multi_buffers path.",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py",
      line: 1291,
      function: "MooncakeStoreWorker.__init__",
      connector: "mooncake_store"
    },
    {
      kind: "log",
      class: "warning",
      message: "enable_offload is set in embedded mode without preferred_segment; SSD tier will only see puts that happen to land on the owner segment.",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py",
      line: 1311,
      function: "MooncakeStoreWorker.__init__",
      connector: "mooncake_store"
    },
    {
      kind: "log",
      class: "warning",
      message: "preferred_segment=%s with mode=embedded: rank-contributed segments will be idle.",
      args: "preferred_segment",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py",
      line: 1317,
      function: "MooncakeStoreWorker.__init__",
      connector: "mooncake_store"
    },
    {
      kind: "log",
      class: "warning",
      message: "standalone-store mode without enable_offload: large prefills may exceed the owner DirectIO budget.",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py",
      line: 1325,
      function: "MooncakeStoreWorker.__init__",
      connector: "mooncake_store"
    },
    {
      kind: "log",
      class: "warning",
      message: "No KV caches to offload.",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py",
      line: 1509,
      function: "MooncakeStoreWorker.register_kv_caches",
      connector: "mooncake_store"
    },
    {
      kind: "log",
      class: "error",
      message: "register_buffer failed for addr %#x len %d: %d",
      args: "base_addr, region_len, ret",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py",
      line: 1538,
      function: "MooncakeStoreWorker.register_kv_caches",
      connector: "mooncake_store"
    },
    {
      kind: "log",
      class: "error",
      message: "Remote connection failed in lookup: %s",
      args: "e",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py",
      line: 1831,
      function: "MooncakeStoreWorker.lookup",
      connector: "mooncake_store"
    },
    {
      kind: "log",
      class: "warning",
      message: "Error closing MooncakeDistributedStore: %s",
      args: "e",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py",
      line: 1884,
      function: "MooncakeStoreWorker.close",
      connector: "mooncake_store"
    },
    {
      kind: "log",
      class: "error",
      message: "Mooncake remove_all failed: %s",
      args: "e",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py",
      line: 1947,
      function: "LookupKeyServer.__init__.process_request",
      connector: "mooncake_store"
    },
    {
      kind: "log",
      class: "warning",
      message: "LookupKeyServer received unknown msg_type: %r",
      args: "msg_type",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py",
      line: 1951,
      function: "LookupKeyServer.__init__.process_request",
      connector: "mooncake_store"
    },
    {
      kind: "log",
      class: "error",
      message: "Async Mooncake lookup failed for %s: %s",
      args: "req_id, e",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py",
      line: 2025,
      function: "LookupKeyClient.lookup",
      connector: "mooncake_store"
    },
    {
      kind: "log",
      class: "warning_once",
      message: "The environment variable %s is deprecated and ignored. Set %r inside kv_transfer_config.kv_connector_extra_config instead.",
      args: "env_var, new_key",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_common.py",
      line: 236,
      function: "_warn_deprecated_env_vars",
      connector: "moriio"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "Invalid MoRIIO backend {backend!r} in kv_connector_extra_config; must be one of 'rdma' or 'xgmi'.",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_common.py",
      line: 311,
      function: "MoRIIOConfig.from_vllm_config",
      connector: "moriio"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "Malformed zmq_address {zmq_address!r}: expected 'host:IP,handshake:PORT,notify:PORT' format",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_common.py",
      line: 411,
      function: "parse_moriio_zmq_address",
      connector: "moriio"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "request_id {request_id!r} does not embed a peer zmq_address and kv_transfer_params['remote_host'] is empty; cannot route MoRI-IO transfer",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_common.py",
      line: 531,
      function: "MoRIIOConnectorMetadata.add_new_req",
      connector: "moriio"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "request_id {request_id!r} does not embed a peer zmq_address and kv_transfer_params is missing one or more sidecar-fallback keys (need remote_host, remote_handshake_port, remote_notify_port): {e}",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_common.py",
      line: 539,
      function: "MoRIIOConnectorMetadata.add_new_req",
      connector: "moriio"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "Unexpected socket type: {socket_type}",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_common.py",
      line: 592,
      function: "zmq_ctx",
      connector: "moriio"
    },
    {
      kind: "log",
      class: "error",
      message: "MoRIIO is not available",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_connector.py",
      line: 98,
      function: "<module>",
      connector: "moriio"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "TP sizes must be positive",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_connector.py",
      line: 110,
      function: "get_moriio_remote_tp_rank",
      connector: "moriio"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "local_tp_rank {local_tp_rank} must be in [0, {local_tp_size})",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_connector.py",
      line: 112,
      function: "get_moriio_remote_tp_rank",
      connector: "moriio"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "remote tp_size {remote_tp_size} must be a multiple of local tp_size {local_tp_size} for heterogeneous-TP P/D",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_connector.py",
      line: 119,
      function: "get_moriio_remote_tp_rank",
      connector: "moriio"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "local tp_size {local_tp_size} must be a multiple of remote tp_size {remote_tp_size} for heterogeneous-TP P/D",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_connector.py",
      line: 125,
      function: "get_moriio_remote_tp_rank",
      connector: "moriio"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "TP sizes and total_num_kv_heads must be positive",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_connector.py",
      line: 141,
      function: "validate_moriio_heterogeneous_tp_kv_heads",
      connector: "moriio"
    },
    {
      kind: "raise",
      class: "NotImplementedError",
      message: "MoRIIO heterogeneous TP requires replicated KV heads on both prefill and decode. Got total_num_kv_heads={total_num_kv_heads}, local_tp_size={local_tp_size}, remote_tp_size={remote_tp_size}.",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_connector.py",
      line: 144,
      function: "validate_moriio_heterogeneous_tp_kv_heads",
      connector: "moriio"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "TP sizes must be positive",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_connector.py",
      line: 153,
      function: "get_moriio_expected_ack_count",
      connector: "moriio"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "consumer tp_size {consumer_tp_size} must be a multiple of producer tp_size {producer_tp_size} for heterogeneous-TP P/D",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_connector.py",
      line: 157,
      function: "get_moriio_expected_ack_count",
      connector: "moriio"
    },
    {
      kind: "log",
      class: "warning_once",
      message: "MoRIIO READ mode is running with %s CUDA graphs: per-layer KV-read barrier can't fire inside full graph; accuracy may degrade at high concurrency. Set cudagraph_mode=PIECEWISE in --compilation-config.",
      args: "vllm_config.compilation_config.cudagraph_mode.name",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_connector.py",
      line: 219,
      function: "MoRIIOConnector.__init__",
      connector: "moriio"
    },
    {
      kind: "log",
      class: "warning",
      message: "MoRI-IO unmap MISS: rid=%r transfer_id=%r table_size=%d",
      args: "request_id, transfer_id, len(self.request_id_to_transfer_id)",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_connector.py",
      line: 473,
      function: "MoRIIOConnectorScheduler.unmap_request_id",
      connector: "moriio"
    },
    {
      kind: "log",
      class: "warning",
      message: "Cannot release WRITE prefill blocks for request %s: missing transfer_id",
      args: "request_id",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_connector.py",
      line: 567,
      function: "MoRIIOConnectorScheduler._release_write_prefill_blocks",
      connector: "moriio"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "no peer zmq address for request",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_connector.py",
      line: 581,
      function: "MoRIIOConnectorScheduler._release_write_prefill_blocks",
      connector: "moriio"
    },
    {
      kind: "log",
      class: "warning",
      message: "Cannot release WRITE prefill blocks for request %s: missing remote notify address",
      args: "request_id",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_connector.py",
      line: 584,
      function: "MoRIIOConnectorScheduler._release_write_prefill_blocks",
      connector: "moriio"
    },
    {
      kind: "log",
      class: "warning",
      message: "Got invalid KVTransferParams: %s. This request will not utilize KVTransfer",
      args: "params",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_connector.py",
      line: 680,
      function: "MoRIIOConnectorScheduler.update_state_after_alloc",
      connector: "moriio"
    },
    {
      kind: "log",
      class: "warning",
      message: "MoRI-IO decode notify: remote_dp_size=%d but the router did not pin remote_dp_rank for request %s; defaulting to rank 0. The router must set remote_dp_rank (and the X-data-parallel-rank dispatch header) so the prefill and decode legs agree on the same rank.",
      args: "_dp_size, request.request_id",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_connector.py",
      line: 717,
      function: "MoRIIOConnectorScheduler.update_state_after_alloc",
      connector: "moriio"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "request {request.request_id!r}: request_id has no embedded peer zmq_address and kv_transfer_params is missing remote_host / remote_notify_port (got remote_host={remote_host!r}, remote_notify_port={remote_notify_port!r})",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_connector.py",
      line: 755,
      function: "MoRIIOConnectorScheduler.update_state_after_alloc",
      connector: "moriio"
    },
    {
      kind: "log",
      class: "warning",
      message: "Error closing ZMQ socket for path %s: %s",
      args: "path, e",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_connector.py",
      line: 895,
      function: "MoRIIOConnectorScheduler.shutdown",
      connector: "moriio"
    },
    {
      kind: "log",
      class: "warning",
      message: "Reaped %d deferred sends with no finished_sending notification after %.0fs. This indicates lost async KV completion notifications from the KV connector.",
      args: "len(expired), self._defer_timeout",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_connector.py",
      line: 1044,
      function: "MoRIIOConnectorScheduler.update_connector_output",
      connector: "moriio"
    },
    {
      kind: "raise",
      class: "RuntimeError",
      message: "MoRIIO is not available. Please ensure the 'mori' package is installed and properly configured.",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_connector.py",
      line: 1082,
      function: "MoRIIOConnectorWorker.__init__",
      connector: "moriio"
    },
    {
      kind: "log",
      class: "error",
      message: "Max retries (%s) exceeded. Stopping ping loop.",
      args: "MoRIIOConstants.MAX_PING_RETRIES",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_connector.py",
      line: 1427,
      function: "MoRIIOConnectorWorker._ping",
      connector: "moriio"
    },
    {
      kind: "raise",
      class: "RuntimeError",
      message: "Ping failed after {retry_count} retries",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_connector.py",
      line: 1431,
      function: "MoRIIOConnectorWorker._ping",
      connector: "moriio"
    },
    {
      kind: "log",
      class: "error",
      message: "Connection listener got unexpected message",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_connector.py",
      line: 1491,
      function: "MoRIIOConnectorWorker._moriio_handshake_listener",
      connector: "moriio"
    },
    {
      kind: "raise",
      class: "HandshakeError",
      message: "handshake failed, unexpected msg type",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_connector.py",
      line: 1492,
      function: "MoRIIOConnectorWorker._moriio_handshake_listener",
      connector: "moriio"
    },
    {
      kind: "raise",
      class: "HandshakeError",
      message: "Unexpected frame! received_frame = {received_frame!r}",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_connector.py",
      line: 1547,
      function: "MoRIIOConnectorWorker._moriio_handshake",
      connector: "moriio"
    },
    {
      kind: "log",
      class: "warning",
      message: "len(self.local_kv_cache_metadata) = %s,maybe you didnt clear this buffer correctly",
      args: "len(self.local_kv_cache_metadata)",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_connector.py",
      line: 1572,
      function: "MoRIIOConnectorWorker._moriio_handshake",
      connector: "moriio"
    },
    {
      kind: "log",
      class: "warning",
      message: "len(self.remote_kv_cache_metadata) = %s,maybe you didnt clear this buffer correctly",
      args: "len(self.remote_kv_cache_metadata)",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_connector.py",
      line: 1579,
      function: "MoRIIOConnectorWorker._moriio_handshake",
      connector: "moriio"
    },
    {
      kind: "raise",
      class: "HandshakeError",
      message: "unexpected frame! received_frame = {received_frame!r}",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_connector.py",
      line: 1588,
      function: "MoRIIOConnectorWorker._moriio_handshake",
      connector: "moriio"
    },
    {
      kind: "log",
      class: "exception",
      message: "Handshake with %s failed",
      args: "eid",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_connector.py",
      line: 1662,
      function: "MoRIIOConnectorWorker._background_moriio_handshake.done_callback",
      connector: "moriio"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "MoRIIO KV cache block size mismatch for layer {layer_name}: {geometry.block_size} != {self.block_size}",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_connector.py",
      line: 1761,
      function: "MoRIIOConnectorWorker.register_kv_caches",
      connector: "moriio"
    },
    {
      kind: "log",
      class: "warning",
      message: "MoRIIO READ barrier timed out for layer %s; proceeding (request dropped via get_finished).",
      args: "layer_name",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_connector.py",
      line: 1948,
      function: "MoRIIOConnectorWorker.wait_for_layer_load",
      connector: "moriio"
    },
    {
      kind: "log",
      class: "error",
      message: "RDMA transfer failed for request %s: %s (code=%s). Notifying prefill to free blocks; request will be aborted by timeout.",
      args: "req_id, failed_status.Message(), failed_status.Code()",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_connector.py",
      line: 1979,
      function: "MoRIIOConnectorWorker._pop_done_transfers",
      connector: "moriio"
    },
    {
      kind: "log",
      class: "exception",
      message: "Failed to send error notification for request %s",
      args: "req_id",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_connector.py",
      line: 1997,
      function: "MoRIIOConnectorWorker._pop_done_transfers",
      connector: "moriio"
    },
    {
      kind: "log",
      class: "error",
      message: "RDMA read TIMED OUT for req %s after %.1fs (VLLM_MORIIO_TRANSFER_TIMEOUT_S=%d)",
      args: "req_id, _age, _xfer_timeout",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_connector.py",
      line: 2011,
      function: "MoRIIOConnectorWorker._pop_done_transfers",
      connector: "moriio"
    },
    {
      kind: "log",
      class: "warning",
      message: "Timed out waiting for write_ready_flags[%s]; adjust with kv_connector_extra_config.transfer_timeout",
      args: "remote_engine_id",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_connector.py",
      line: 2069,
      function: "MoRIIOConnectorWorker.save_kv_layer",
      connector: "moriio"
    },
    {
      kind: "log",
      class: "exception",
      message: "Eager MoRIIO handshake failed for %s",
      args: "eid",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_connector.py",
      line: 2203,
      function: "MoRIIOConnectorWorker._eager_handshake_all_dp_ranks",
      connector: "moriio"
    },
    {
      kind: "raise",
      class: "HandshakeError",
      message: "Eager MoRIIO handshake failed for {remote_engine_id} on at least one TP rank; failing this step fast to avoid a TP collective hang",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_connector.py",
      line: 2225,
      function: "MoRIIOConnectorWorker._eager_handshake_all_dp_ranks",
      connector: "moriio"
    },
    {
      kind: "log",
      class: "warning",
      message: "Timed out waiting for load_ready_flag[%s]; adjust with kv_connector_extra_config.transfer_timeout",
      args: "remote_engine_id",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_connector.py",
      line: 2301,
      function: "MoRIIOConnectorWorker.start_load_kv",
      connector: "moriio"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "Input list lengths mismatch",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_connector.py",
      line: 2423,
      function: "MoRIIOConnectorWorker.merge_contiguous_blocks",
      connector: "moriio"
    },
    {
      kind: "log",
      class: "warning",
      message: "MoRIIO READ send queue stayed full past transfer_timeout for req %s layer %s; storing failed status (get_finished notifies prefill and drops the request). Raise qp_per_transfer if frequent.",
      args: "request_id, layer_name",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_connector.py",
      line: 2615,
      function: "MoRIIOConnectorWorker._read_blocks",
      connector: "moriio"
    },
    {
      kind: "log",
      class: "error",
      message: "MoRIIO is not available",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_engine.py",
      line: 59,
      function: "<module>",
      connector: "moriio"
    },
    {
      kind: "raise",
      class: "RuntimeError",
      message: "Parent worker has been garbage collected",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_engine.py",
      line: 114,
      function: "MoRIIOWriter.worker",
      connector: "moriio"
    },
    {
      kind: "log",
      class: "exception",
      message: "Write task failed for request %s, marking done",
      args: "task.request_id",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_engine.py",
      line: 209,
      function: "MoRIIOWriter._write_worker_loop",
      connector: "moriio"
    },
    {
      kind: "log",
      class: "error",
      message: "Deferred write task for request %s expired after %.1fs (remote blocks never arrived), marking done",
      args: "task.request_id, now - task.enqueue_time",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_engine.py",
      line: 228,
      function: "MoRIIOWriter._process_deferred_tasks",
      connector: "moriio"
    },
    {
      kind: "log",
      class: "exception",
      message: "Deferred write task failed for request %s, marking done",
      args: "task.request_id",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_engine.py",
      line: 240,
      function: "MoRIIOWriter._process_deferred_tasks",
      connector: "moriio"
    },
    {
      kind: "raise",
      class: "KeyError",
      message: "Remote allocation info missing for transfer {transfer_id}",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_engine.py",
      line: 298,
      function: "MoRIIOWriter._get_remote_alloc_info",
      connector: "moriio"
    },
    {
      kind: "raise",
      class: "MoRIIOError",
      message: "Failed to register local memory: {e}",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_engine.py",
      line: 604,
      function: "MoRIIOWrapper.register_local_tensor",
      connector: "moriio"
    },
    {
      kind: "raise",
      class: "TransferError",
      message: "{len(errors)}/{len(transfers_to_wait)} transfers failed:\n<expr: '\\n'.join(errors)>",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_engine.py",
      line: 696,
      function: "MoRIIOWrapper.waiting_for_transfer_complete",
      connector: "moriio"
    },
    {
      kind: "log",
      class: "error",
      message: "Error processing message: %s",
      args: "e",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_engine.py",
      line: 718,
      function: "MoRIIOWrapper.async_wait_reqid._async_wait",
      connector: "moriio"
    },
    {
      kind: "raise",
      class: "HandshakeError",
      message: "Error processing message: {e}",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_engine.py",
      line: 719,
      function: "MoRIIOWrapper.async_wait_reqid._async_wait",
      connector: "moriio"
    },
    {
      kind: "log",
      class: "warning",
      message: "Received non-UTF8 message: %r",
      args: "msg",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_engine.py",
      line: 755,
      function: "MoRIIOWrapper._handle_message",
      connector: "moriio"
    },
    {
      kind: "raise",
      class: "MoRIIOError",
      message: "Unhandled message format: {msg_str}",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_engine.py",
      line: 757,
      function: "MoRIIOWrapper._handle_message",
      connector: "moriio"
    },
    {
      kind: "raise",
      class: "MoRIIOError",
      message: "Unhandled structured message type: {message_type}",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_engine.py",
      line: 771,
      function: "MoRIIOWrapper._handle_structured_message",
      connector: "moriio"
    },
    {
      kind: "raise",
      class: "MoRIIOError",
      message: "block_notify_list cannot be empty in remote allocate message",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_engine.py",
      line: 779,
      function: "MoRIIOWrapper._handle_remote_blocks_message",
      connector: "moriio"
    },
    {
      kind: "raise",
      class: "MoRIIOError",
      message: "Invalid consumer_tp_size in release message: {consumer_tp_size}",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_engine.py",
      line: 809,
      function: "MoRIIOWrapper._handle_release_message",
      connector: "moriio"
    },
    {
      kind: "log",
      class: "warning",
      message: "Missing remote_ip or remote_port for notification",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_engine.py",
      line: 844,
      function: "MoRIIOWrapper.send_notify",
      connector: "moriio"
    },
    {
      kind: "log",
      class: "warning",
      message: "Invalid req_id type: %s, expected str",
      args: "type(req_id)",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_engine.py",
      line: 862,
      function: "MoRIIOWrapper.send_notify",
      connector: "moriio"
    },
    {
      kind: "log",
      class: "error",
      message: "Failed to send notification to %s: %s",
      args: "path, e",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_engine.py",
      line: 874,
      function: "MoRIIOWrapper.send_notify",
      connector: "moriio"
    },
    {
      kind: "log",
      class: "warning",
      message: "Error closing ZMQ socket for path %s: %s",
      args: "path, e",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_engine.py",
      line: 901,
      function: "MoRIIOWrapper.shutdown",
      connector: "moriio"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "Missing KV cache spec for layer {layer_name}",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_layout.py",
      line: 56,
      function: "is_mla_cache_layer",
      connector: "moriio"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "Ambiguous MoRIIO kernel-block K/V cache shape for layer {layer_name}: {tuple(shape)}",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_layout.py",
      line: 86,
      function: "_select_kernel_block_layout",
      connector: "moriio"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "Unsupported MoRIIO K/V cache shape for layer {layer_name}: {tuple(shape)} does not contain block size {spec.block_size}",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_layout.py",
      line: 95,
      function: "_select_kernel_block_layout",
      connector: "moriio"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "Unsupported MoRIIO K/V cache shape for layer {layer_name}: {tuple(shape)} has {kernel_num_blocks} kernel blocks, not divisible by {kernel_blocks_per_block}",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_layout.py",
      line: 144,
      function: "get_layer_transfer_geometry",
      connector: "moriio"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "Unsupported MoRIIO K/V cache shape for layer {layer_name}: {tuple(shape)} has {kernel_num_blocks} kernel blocks, not divisible by {kernel_blocks_per_block}",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_layout.py",
      line: 195,
      function: "get_layer_transfer_geometry",
      connector: "moriio"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "Unsupported MoRIIO {cache_kind} cache shape for layer {layer_name}: {tuple(shape)}",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_layout.py",
      line: 257,
      function: "get_layer_transfer_geometry",
      connector: "moriio"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "Input list lengths mismatch",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_layout.py",
      line: 283,
      function: "merge_contiguous_offsets",
      connector: "moriio"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "local_block_ids longer than remote_block_ids: {len(local_block_ids)} > {len(remote_block_ids)}",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_layout.py",
      line: 322,
      function: "compute_block_transfer_offsets",
      connector: "moriio"
    },
    {
      kind: "log",
      class: "exception",
      message: "Exception during connector %s shutdown.",
      args: "c.__class__.__name__",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/multi_connector.py",
      line: 289,
      function: "MultiConnector.shutdown",
      connector: "multi"
    },
    {
      kind: "raise",
      class: "RuntimeError",
      message: "Key clash in kv_transfer_params from multiple connectors: {clashes}",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/multi_connector.py",
      line: 506,
      function: "MultiConnector._aggregate_request_finished",
      connector: "multi"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "KV cache layout mismatch: found {len(layouts)} different layouts ({', '.join(layouts)}).All connectors must use the same layout.",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/multi_connector.py",
      line: 579,
      function: "MultiConnector.get_required_kvcache_layout",
      connector: "multi"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "NixlConnectorScheduler expects NixlHandshakePayload for handshake metadata.",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_scheduler.py",
      line: 299,
      function: "NixlBaseConnectorScheduler.set_xfer_handshake_metadata",
      connector: "nixl"
    },
    {
      kind: "log",
      class: "warning",
      message: "Connection listener got unexpected message %s",
      args: "msg",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_scheduler.py",
      line: 362,
      function: "NixlBaseConnectorScheduler._nixl_handshake_listener",
      connector: "nixl"
    },
    {
      kind: "raise",
      class: "NotImplementedError",
      message: "",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_scheduler.py",
      line: 498,
      function: "NixlBaseConnectorScheduler.get_num_new_matched_tokens",
      connector: "nixl"
    },
    {
      kind: "raise",
      class: "NotImplementedError",
      message: "",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_scheduler.py",
      line: 503,
      function: "NixlBaseConnectorScheduler.update_state_after_alloc",
      connector: "nixl"
    },
    {
      kind: "raise",
      class: "NotImplementedError",
      message: "",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_scheduler.py",
      line: 510,
      function: "NixlBaseConnectorScheduler.request_finished",
      connector: "nixl"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "Unknown spec type {self._group_spec_types[i]} at index {i}",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py",
      line: 162,
      function: "NixlBaseConnectorWorker._compute_desc_ids",
      connector: "nixl"
    },
    {
      kind: "log",
      class: "error",
      message: "NIXL is not available",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py",
      line: 261,
      function: "NixlBaseConnectorWorker.__init__",
      connector: "nixl"
    },
    {
      kind: "raise",
      class: "RuntimeError",
      message: "NIXL is not available",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py",
      line: 262,
      function: "NixlBaseConnectorWorker.__init__",
      connector: "nixl"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "kv_transfer_config must be set for NixlConnector",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py",
      line: 272,
      function: "NixlBaseConnectorWorker.__init__",
      connector: "nixl"
    },
    {
      kind: "raise",
      class: "RuntimeError",
      message: "{self.device_type} is not supported.",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py",
      line: 380,
      function: "NixlBaseConnectorWorker.__init__",
      connector: "nixl"
    },
    {
      kind: "raise",
      class: "RuntimeError",
      message: "{self.device_type} with {self.kv_buffer_device} kv_buffer is not supported.",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py",
      line: 382,
      function: "NixlBaseConnectorWorker.__init__",
      connector: "nixl"
    },
    {
      kind: "raise",
      class: "NotImplementedError",
      message: "os.sched_setaffinity is not available on this platform",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py",
      line: 406,
      function: "NixlBaseConnectorWorker.__init__",
      connector: "nixl"
    },
    {
      kind: "raise",
      class: "RuntimeError",
      message: "{self.device_type} with {self.kv_buffer_device} kv_buffer is not supported.",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py",
      line: 420,
      function: "NixlBaseConnectorWorker.__init__",
      connector: "nixl"
    },
    {
      kind: "raise",
      class: "NotImplementedError",
      message: "NixlPushConnector does not support pipeline_parallel_size > 1 with hybrid KV cache layouts (HMA) yet.",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py",
      line: 445,
      function: "NixlBaseConnectorWorker.__init__",
      connector: "nixl"
    },
    {
      kind: "raise",
      class: "NotImplementedError",
      message: "NixlPushConnector consumer (decode) does not support pipeline_parallel_size > 1.",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py",
      line: 451,
      function: "NixlBaseConnectorWorker.__init__",
      connector: "nixl"
    },
    {
      kind: "raise",
      class: "RuntimeError",
      message: "Failed to decode NixlHandshakePayload. This likely indicates an incompatibility between connector version. Error: {e}",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py",
      line: 655,
      function: "NixlBaseConnectorWorker._nixl_handshake",
      connector: "nixl"
    },
    {
      kind: "raise",
      class: "RuntimeError",
      message: `NIXL compatibility hash mismatch. Local: {self.compat_hash}, Remote: {handshake_payload.compatibility_hash}. Prefill and decode instances have incompatible configurations. This may be due to: different vLLM versions, models, dtypes, KV cache layouts, attention backends, etc. Both instances must use identical configurations.Disable this check using --kv-transfer-config '{{"kv_connector_extra_config": {{"enforce_handshake_compat": false}}}}'`,
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py",
      line: 672,
      function: "NixlBaseConnectorWorker._nixl_handshake",
      connector: "nixl"
    },
    {
      kind: "raise",
      class: "RuntimeError",
      message: "Failed to decode NixlAgentMetadata. Error: {e}",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py",
      line: 698,
      function: "NixlBaseConnectorWorker._nixl_handshake",
      connector: "nixl"
    },
    {
      kind: "raise",
      class: "RuntimeError",
      message: "Remote NIXL agent engine ID mismatch. Expected {expected_engine_id},received {metadata.engine_id}.",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py",
      line: 704,
      function: "NixlBaseConnectorWorker._nixl_handshake",
      connector: "nixl"
    },
    {
      kind: "log",
      class: "error",
      message: "NIXLConnectorWorker gets %s.",
      args: "e",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py",
      line: 792,
      function: "NixlBaseConnectorWorker.initialize_host_xfer_buffer",
      connector: "nixl"
    },
    {
      kind: "log",
      class: "error",
      message: "NIXL transfer failure: %s | Context: %s",
      args: "failure_type, context, exc_info=error is not None, stacklevel=2",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py",
      line: 850,
      function: "NixlBaseConnectorWorker._log_failure",
      connector: "nixl"
    },
    {
      kind: "raise",
      class: "AssertionError",
      message: "All kv cache tensors must have the same number of blocks; layer={layer_name}, expected_num_blocks={num_blocks}, cache_shape={tuple(cache.shape)}, cache_stride={tuple(cache.stride())}, layer_spec={type(layer_spec).__name__}, backend={self.backend_name}, all_backends={[backend.get_name() for backend in self.attn_backends]}, kv_cache_layout={self.kv_cache_layout}",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py",
      line: 1192,
      function: "NixlBaseConnectorWorker.register_kv_caches",
      connector: "nixl"
    },
    {
      kind: "raise",
      class: "RuntimeError",
      message: "Prefix caching with heterogeneous physical_blocks_per_logical is not supported for Mamba hybrid models. Local: {self._physical_blocks_per_logical_kv_block}, Remote: {remote_physical_per_logical}. Disable prefix caching with --no-enable-prefix-caching.",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py",
      line: 1741,
      function: "NixlBaseConnectorWorker._validate_remote_agent_handshake",
      connector: "nixl"
    },
    {
      kind: "raise",
      class: "RuntimeError",
      message: "Heterogeneous TP expects same kv_cache_layout. Or enable experimental feature to use HND to NHD support by setting 'enable_permute_local_kv'=True in --kv-transfer-config.",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py",
      line: 1776,
      function: "NixlBaseConnectorWorker._validate_remote_agent_handshake",
      connector: "nixl"
    },
    {
      kind: "raise",
      class: "RuntimeError",
      message: "heterogeneous attn post process is not supported with HMA",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py",
      line: 1788,
      function: "NixlBaseConnectorWorker._validate_remote_agent_handshake",
      connector: "nixl"
    },
    {
      kind: "raise",
      class: "RuntimeError",
      message: "Heterogeneous TP head-dimension splitting requires contiguous heads. Use HND layout on the prefill side.",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py",
      line: 1807,
      function: "NixlBaseConnectorWorker._validate_remote_agent_handshake",
      connector: "nixl"
    },
    {
      kind: "log",
      class: "warning",
      message: "Skipping KV post-processing for failed request %s",
      args: "req_id",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py",
      line: 2094,
      function: "NixlBaseConnectorWorker.get_finished",
      connector: "nixl"
    },
    {
      kind: "log",
      class: "warning",
      message: "Releasing expired KV blocks for request %s which were retrieved by %d remote worker(s) before lease expired.",
      args: "req_id, count",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py",
      line: 2163,
      function: "NixlBaseConnectorWorker.get_finished",
      connector: "nixl"
    },
    {
      kind: "raise",
      class: "NotImplementedError",
      message: "",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py",
      line: 2196,
      function: "NixlBaseConnectorWorker._get_new_notifs",
      connector: "nixl"
    },
    {
      kind: "log",
      class: "warning_once",
      message: "Using kv_role='kv_both' with NixlConnector is deprecated and will be removed in a future release. Please set kv_role='kv_producer' for prefill instances and kv_role='kv_consumer' for decode instances. ",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/connector.py",
      line: 127,
      function: "NixlBaseConnector.__init__",
      connector: "nixl"
    },
    {
      kind: "log",
      class: "warning_once",
      message: "Unable to detect current VLLM config. Fallback to default kv cache layout.",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/connector.py",
      line: 147,
      function: "NixlBaseConnector.get_required_kvcache_layout",
      connector: "nixl"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "Unsupported KVConnectorRole: {role}",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/connector.py",
      line: 375,
      function: "NixlPushConnector.__init__",
      connector: "nixl"
    },
    {
      kind: "log",
      class: "warning",
      message: "Got invalid KVTransferParams: %s. This request will not utilize KVTransfer",
      args: "params",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/pull_scheduler.py",
      line: 170,
      function: "NixlPullConnectorScheduler.update_state_after_alloc",
      connector: "nixl"
    },
    {
      kind: "log",
      class: "warning",
      message: "Declining expired remote read for %s from engine %s.",
      args: "req_id, engine_id",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/pull_worker.py",
      line: 134,
      function: "NixlPullConnectorWorker._read_blocks_for_req",
      connector: "nixl"
    },
    {
      kind: "log",
      class: "error",
      message: "Potentially invalid KV blocks for unrecognized request %s were retrieved by a decode worker. They may have expired.",
      args: "req_id",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/pull_worker.py",
      line: 373,
      function: "NixlPullConnectorWorker._get_new_notifs",
      connector: "nixl"
    },
    {
      kind: "raise",
      class: "NotImplementedError",
      message: "Bidirectional KV transfer is not supported for NIXL push connector.",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/push_scheduler.py",
      line: 73,
      function: "NixlPushConnectorScheduler.__init__",
      connector: "nixl"
    },
    {
      kind: "log",
      class: "warning",
      message: "NixlPushConnector: registration for request %s timed out after %.1fs without a push completion",
      args: "rid, self._push_registration_timeout",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/push_scheduler.py",
      line: 324,
      function: "NixlPushConnectorScheduler.build_connector_meta",
      connector: "nixl"
    },
    {
      kind: "log",
      class: "exception",
      message: "nixl-push-writer error; continuing",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/push_worker.py",
      line: 266,
      function: "NixlPushConnectorWorker._push_writer_loop",
      connector: "nixl"
    },
    {
      kind: "log",
      class: "exception",
      message: "Failed to decode PUSH_REG notification payload",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/push_worker.py",
      line: 281,
      function: "NixlPushConnectorWorker._handle_push_reg_notif",
      connector: "nixl"
    },
    {
      kind: "log",
      class: "warning",
      message: "PUSH_REG notif missing request_id; dropping",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/push_worker.py",
      line: 285,
      function: "NixlPushConnectorWorker._handle_push_reg_notif",
      connector: "nixl"
    },
    {
      kind: "log",
      class: "error",
      message: "No remote agents for engine %s; cannot send registration for %s",
      args: "engine_id, req_id",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/push_worker.py",
      line: 349,
      function: "NixlPushConnectorWorker._do_send_reg_notif",
      connector: "nixl"
    },
    {
      kind: "log",
      class: "warning",
      message: "No local blocks to push for request %s",
      args: "request_id",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/push_worker.py",
      line: 421,
      function: "NixlPushConnectorWorker._do_start_push_kv",
      connector: "nixl"
    },
    {
      kind: "log",
      class: "warning",
      message: "_do_start_push_kv for %s took %.1fms (slow NIXL submission)",
      args: "request_id, elapsed_ms",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/push_worker.py",
      line: 483,
      function: "NixlPushConnectorWorker._do_start_push_kv",
      connector: "nixl"
    },
    {
      kind: "log",
      class: "warning",
      message: "No blocks to push for request %s",
      args: "request_id",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/push_worker.py",
      line: 628,
      function: "NixlPushConnectorWorker._xfer_blocks",
      connector: "nixl"
    },
    {
      kind: "log",
      class: "error",
      message: "Unrecognized request %s notif (may have expired).",
      args: "req_id",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/push_worker.py",
      line: 746,
      function: "NixlPushConnectorWorker._get_new_notifs",
      connector: "nixl"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "Unexpected socket type: {socket_type}",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/nixl/utils.py",
      line: 40,
      function: "zmq_ctx",
      connector: "nixl"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "Specify only one of 'block_size' or 'blocks_per_chunk' in kv_connector_extra_config.",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/offloading/config.py",
      line: 72,
      function: "build_offloading_config",
      connector: "offloading"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "'blocks_per_chunk' must be greater than 0.",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/offloading/config.py",
      line: 81,
      function: "build_offloading_config",
      connector: "offloading"
    },
    {
      kind: "raise",
      class: "AssertionError",
      message: "self-describing events only support full attention",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/offloading/events.py",
      line: 285,
      function: "OffloadingEventsTracker._build_event_metadata",
      connector: "offloading"
    },
    {
      kind: "log",
      class: "warning_once",
      message: "OffloadingEventsTracker: no event metadata for offload key during BlockStored emission; emitting a placeholder payload. Expected for non-full-attention groups and promotions not observed as a primary-tier hit before translation.",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/offloading/events.py",
      line: 347,
      function: "OffloadingEventsTracker._take_stored_event",
      connector: "offloading"
    },
    {
      kind: "log",
      class: "warning_once",
      message: "OffloadingEventsTracker: no event metadata for offload key during BlockRemoved emission; emitting a placeholder removal. Expected if the matching store used the legacy placeholder payload; otherwise indicates missing store metadata.",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/offloading/events.py",
      line: 395,
      function: "OffloadingEventsTracker._take_removed_event",
      connector: "offloading"
    },
    {
      kind: "raise",
      class: "AssertionError",
      message: "Unknown offloading stats key: {key}",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/offloading/metrics.py",
      line: 220,
      function: "OffloadingConnectorStats.aggregate",
      connector: "offloading"
    },
    {
      kind: "raise",
      class: "AssertionError",
      message: "Unknown metric type '{type_str}' for key: {key}",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/offloading/metrics.py",
      line: 240,
      function: "OffloadingConnectorStats.aggregate",
      connector: "offloading"
    },
    {
      kind: "raise",
      class: "AssertionError",
      message: "Unknown offloading stats key: {key}",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/offloading/metrics.py",
      line: 256,
      function: "OffloadingConnectorStats.reduce",
      connector: "offloading"
    },
    {
      kind: "raise",
      class: "AssertionError",
      message: "Unknown metric type '{type_str}' for key: {key}",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/offloading/metrics.py",
      line: 267,
      function: "OffloadingConnectorStats.reduce",
      connector: "offloading"
    },
    {
      kind: "raise",
      class: "AssertionError",
      message: "Unknown offloading metric metadata: {metadata}",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/offloading/metrics.py",
      line: 403,
      function: "OffloadPromMetrics._create_metric",
      connector: "offloading"
    },
    {
      kind: "raise",
      class: "AssertionError",
      message: "Metric {metric_name} expects {len(metadata.labelnames)} labels, got {len(labelvalues)}",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/offloading/metrics.py",
      line: 414,
      function: "OffloadPromMetrics._get_prometheus_metric",
      connector: "offloading"
    },
    {
      kind: "raise",
      class: "AssertionError",
      message: "Unknown offloading stats key: {key}",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/offloading/metrics.py",
      line: 488,
      function: "OffloadPromMetrics.observe",
      connector: "offloading"
    },
    {
      kind: "raise",
      class: "AssertionError",
      message: "Unknown metric type '{type_str}' for key: {key}",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/offloading/metrics.py",
      line: 502,
      function: "OffloadPromMetrics.observe",
      connector: "offloading"
    },
    {
      kind: "log",
      class: "warning",
      message: "max_offload_tokens must be a non-negative int, got %r; ignoring",
      args: "raw",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/offloading/scheduler.py",
      line: 352,
      function: "RequestOffloadState.__post_init__",
      connector: "offloading"
    },
    {
      kind: "log",
      class: "warning",
      message: "_parse_tier_filter: expected list, got %s; ignoring",
      args: "type(raw).__name__",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/offloading/scheduler.py",
      line: 434,
      function: "_parse_tier_filter",
      connector: "offloading"
    },
    {
      kind: "log",
      class: "warning",
      message: "_parse_tier_filter: entry is not a dict; skipping",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/offloading/scheduler.py",
      line: 442,
      function: "_parse_tier_filter",
      connector: "offloading"
    },
    {
      kind: "log",
      class: "warning",
      message: "_parse_tier_filter: unknown medium %r; skipping entry",
      args: "raw_medium",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/offloading/scheduler.py",
      line: 451,
      function: "_parse_tier_filter",
      connector: "offloading"
    },
    {
      kind: "log",
      class: "warning",
      message: "_parse_tier_filter: unknown locality %r; skipping entry",
      args: "raw_locality",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/offloading/scheduler.py",
      line: 461,
      function: "_parse_tier_filter",
      connector: "offloading"
    },
    {
      kind: "log",
      class: "warning",
      message: "Request %s: cannot store chunks",
      args: "req_id",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/offloading/scheduler.py",
      line: 1333,
      function: "OffloadingConnectorScheduler._build_store_jobs",
      connector: "offloading"
    },
    {
      kind: "raise",
      class: "NotImplementedError",
      message: "",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/offloading/worker.py",
      line: 148,
      function: "OffloadingConnectorWorker.register_kv_caches",
      connector: "offloading"
    },
    {
      kind: "log",
      class: "warning",
      message: "cpu_bytes_to_use_per_rank (%.2f GB) != cpu_bytes_to_use/world_size (%.2f GB). Using per-rank value.",
      args: "explicit / 1024 ** 3, cpu_capacity_per_rank / 1024 ** 3",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/simple_cpu_offload_connector.py",
      line: 84,
      function: "SimpleCPUOffloadConnector.__init__",
      connector: "simple_cpu_offload"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: "Unknown kv_offload_backend {kv_offload_backend!r}; expected one of {VALID_KV_OFFLOAD_BACKENDS}",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/simple_cpu_offload_connector.py",
      line: 96,
      function: "SimpleCPUOffloadConnector.__init__",
      connector: "simple_cpu_offload"
    },
    {
      kind: "raise",
      class: "ValueError",
      message: 'kv_offload_backend="disk" requires disk_path to be set.',
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/simple_cpu_offload_connector.py",
      line: 111,
      function: "SimpleCPUOffloadConnector.__init__",
      connector: "simple_cpu_offload"
    },
    {
      kind: "log",
      class: "warning",
      message: 'kv_offload_backend is "cpu", ignoring disk-only config: %s. Set kv_offload_backend="disk" to enable the disk backend.',
      args: "', '.join(ignored)",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/simple_cpu_offload_connector.py",
      line: 117,
      function: "SimpleCPUOffloadConnector.__init__",
      connector: "simple_cpu_offload"
    },
    {
      kind: "log",
      class: "warning",
      message: "Detected prefix caching disabled, disabling CPU offload since it requires prefix caching.",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/simple_cpu_offload_connector.py",
      line: 128,
      function: "SimpleCPUOffloadConnector.__init__",
      connector: "simple_cpu_offload"
    },
    {
      kind: "raise",
      class: "NotImplementedError",
      message: "Conv transfer only supports Mamba1, Mamba2 and GDN models, got mamba_type={mamba_spec.mamba_type!r}.",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/ssm_conv_transfer_utils.py",
      line: 131,
      function: "derive_mamba_conv_split",
      connector: "v1(ssm_conv_transfer_utils)"
    },
    {
      kind: "raise",
      class: "NotImplementedError",
      message: "Conv split not supported for mamba_type={mamba_spec.mamba_type!r}",
      args: "",
      path: "vllm/distributed/kv_transfer/kv_connector/v1/ssm_conv_transfer_utils.py",
      line: 208,
      function: "derive_mamba_conv_split",
      connector: "v1(ssm_conv_transfer_utils)"
    }
  ]
};

// src/core/catalog/default-catalog.ts
var cached = null;
function defaultCatalog() {
  cached ??= {
    version: catalog_default.version,
    commit: catalog_default.commit,
    entries: catalog_default.entries,
    index: source_index_default.rows,
    pullRequests: catalog_default.pullRequests
  };
  return cached;
}

export {
  defaultCatalog
};
//# sourceMappingURL=shared-core-catalog-default-catalog.js.map
