import { ContainerModule } from 'inversify';
import { bindLazyPart, bindTriggerSource } from '../../runtime/bindings';
import { BrowserWindow } from '../../services/browser-window';
import { ConsentService } from '../../services/consent-service';
import { DataLayerServiceProvider } from '../../services/data-layer-service';
import { HttpClient } from '../../services/http-client';
import { Logger } from '../../services/logger';
import { SchemaValidatorProvider } from '../../services/schema-validator';
import { StorageService } from '../../services/storage-service';
import type { DataLayerServiceImpl } from './data-layer-service-impl';
import { DataLayerTriggerSource } from './data-layer-trigger-source';
import type { SchemaCompiler } from './schema-compiler';
import { SchemaCompilerProvider } from './schema-compiler-provider';
import type { SchemaValidatorImpl } from './schema-validator-impl';

/**
 * The client data layer (docs/requirements.md §1.4, §5.7): the page's `adobeDataLayer` run by ACDL, its events as the
 * `data-layer-event` trigger, each validated against its event's schema. The bundle carries only
 * the trigger source (an array to push to at start); ACDL, the service and the validator with the
 * built-in schemas' validators are in the after-load file; ajv, for the schemas that come from the
 * cache or the schema server, is in a file of its own.
 */
export const dataLayerModule = new ContainerModule(bind => {
    bindTriggerSource(bind, DataLayerTriggerSource);
    bindLazyPart(bind, DataLayerServiceProvider, {
        file: 'after-load',
        name: 'DataLayerServiceImpl',
        build: (Service: typeof DataLayerServiceImpl, container) =>
            new Service({
                window: container.get(BrowserWindow),
                logger: container.get(Logger),
                validator: container.get(SchemaValidatorProvider),
                http: container.get(HttpClient),
                consent: container.get(ConsentService)
            })
    });
    bindLazyPart(bind, SchemaValidatorProvider, {
        file: 'after-load',
        name: 'SchemaValidatorImpl',
        build: (Validator: typeof SchemaValidatorImpl, container) =>
            new Validator({
                storage: container.get(StorageService),
                http: container.get(HttpClient),
                consent: container.get(ConsentService),
                logger: container.get(Logger),
                compilers: container.get(SchemaCompilerProvider)
            })
    });
    bindLazyPart(bind, SchemaCompilerProvider, {
        file: 'schema-compiler',
        name: 'SchemaCompiler',
        build: (Compiler: typeof SchemaCompiler) => new Compiler()
    });
});
