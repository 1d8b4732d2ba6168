import { ContainerModule } from 'inversify';
import { bindLazyProvider } from '../../runtime/bindings';
import { ConsentService } from '../../services/consent-service';
import { HttpClient } from '../../services/http-client';
import { Logger } from '../../services/logger';
import { SchemaValidatorProvider } from '../../services/schema-validator';
import { StorageService } from '../../services/storage-service';
import { SchemaCompilerProvider } from './schema-compiler-provider';

/**
 * The client data layer (spec §5): pushed events are validated against their event's schema. The
 * validator is in the after-load file with the built-in schemas' validators; ajv, for the schemas
 * that come from the cache or the schema server, is in a file of its own.
 */
export const dataLayerModule = new ContainerModule(bind => {
    bindLazyProvider(bind, SchemaValidatorProvider, {
        file: 'after-load', name: 'SchemaValidatorImpl',
        injections: { storage: StorageService, http: HttpClient, consent: ConsentService, logger: Logger, compilers: SchemaCompilerProvider }
    });
    bindLazyProvider(bind, SchemaCompilerProvider, { file: 'schema-compiler', name: 'SchemaCompiler', injections: {} });
});
