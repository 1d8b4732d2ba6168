import type React from 'react';
import { DataLayerPushes } from '../site/data-layer-pushes';
import type { DemoPage } from '../site/demo-page';
import { JOBS } from '../site/fixtures';

/** The careers home: a job search form with keyword, location and radius fields. */
export function CareersSearch({ page }: { page: DemoPage }): React.ReactElement {
    return (
        <section>
            <h1>Careers at {page.site.brandName}</h1>
            <form id="job-search" action="/jobs" method="get">
                <label>
                    Keyword <input id="keyword" name="keyword" placeholder="e.g. agent" />
                </label>
                <label>
                    Location <input id="location" name="location" placeholder="City or postal code" />
                </label>
                <label>
                    Radius
                    <select id="radius" name="radius" defaultValue="25">
                        <option value="10">10 km</option>
                        <option value="25">25 km</option>
                        <option value="50">50 km</option>
                    </select>
                </label>
                <button id="job-search-submit" type="submit">
                    Search jobs
                </button>
            </form>
        </section>
    );
}

export function JobResults(): React.ReactElement {
    const query = new URLSearchParams(window.location.search);
    const keyword = (query.get('keyword') ?? '').toLowerCase();
    const results = JOBS.filter(job => !keyword || job.title.toLowerCase().includes(keyword));
    return (
        <section>
            <h1>
                {results.length} jobs{keyword ? ` for "${keyword}"` : ''}
            </h1>
            <ul id="job-results">
                {results.map(job => (
                    <li key={job.id}>
                        <a className="job-link" href={`/jobs/${job.id}`}>
                            {job.title}
                        </a>{' '}
                        · {job.location}
                    </li>
                ))}
            </ul>
        </section>
    );
}

/** A job page; the template put the job description in the first data-layer item. */
export function JobPage({ page }: { page: DemoPage }): React.ReactElement {
    const job = JOBS.find(candidate => candidate.id === page.params.jobId)!;
    return (
        <section>
            <h1>{job.title}</h1>
            <p className="job-location">{job.location}</p>
            <p className="job-description">{job.description}</p>
            <a
                id="apply-button"
                className="cta"
                href={`/jobs/${job.id}?applied=1`}
                data-job-id={job.id}
                onClick={() => DataLayerPushes.jobApply(job)}
            >
                Apply now
            </a>
        </section>
    );
}
