import { ContainerModule } from 'inversify';
import { DataElementContribution } from '../../runtime/data-element';
import { bindService } from '../../runtime/runtime-module';
import { CookieService } from '../../services/cookie-service';
import { CookieServiceImpl } from '../../services/cookie-service-impl';
import { DomainDirectory } from '../../services/domain-directory';
import { DomainDirectoryImpl } from '../../services/domain-directory-impl';
import { PageHost } from '../../services/page-host';
import { PageHostImpl } from '../../services/page-host-impl';
import { PageInfo } from '../../services/page-info';
import { PageInfoImpl } from '../../services/page-info-impl';
import { PageNavigation } from '../../services/page-navigation';
import { PageNavigationImpl } from '../../services/page-navigation-impl';
import { QueryParams } from '../../services/query-params';
import { QueryParamsImpl } from '../../services/query-params-impl';
import { ScriptLoader } from '../../services/script-loader';
import { ScriptLoaderImpl } from '../../services/script-loader-impl';
import { StorageService } from '../../services/storage-service';
import { StorageServiceImpl } from '../../services/storage-service-impl';
import { PageDataElements } from './page-data-elements';

/** The base services every other extension builds on, and the page's own values. */
export const coreModule = new ContainerModule(bind => {
    bindService(bind, StorageService, StorageServiceImpl);
    bindService(bind, CookieService, CookieServiceImpl);
    bindService(bind, PageHost, PageHostImpl);
    bindService(bind, DomainDirectory, DomainDirectoryImpl);
    bindService(bind, PageNavigation, PageNavigationImpl);
    bindService(bind, QueryParams, QueryParamsImpl);
    bindService(bind, ScriptLoader, ScriptLoaderImpl);
    bindService(bind, PageInfo, PageInfoImpl);
    bindService(bind, DataElementContribution, PageDataElements);
});
