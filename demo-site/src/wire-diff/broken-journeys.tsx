import type React from 'react';
import type { WireDiffReport } from '../../../scripts/wire-diff/wire-differences';

/** The error of a build, or that the build took the journey to its end. */
function Outcome({ error }: { error: string | undefined }): React.ReactElement {
    return error === undefined ? <td className="taken">taken to its end</td> : <td className="error">{error}</td>;
}

/** The journeys a build could not take to their end: nothing of them is compared, so the reader must see why. */
export function BrokenJourneys({ broken }: { broken: WireDiffReport['broken'] }): React.ReactElement {
    return (
        <section className="broken-journeys">
            <h2>Broken journeys</h2>
            <table className="wire-table">
                <thead>
                    <tr>
                        <th scope="col">journey</th>
                        <th scope="col">baseline</th>
                        <th scope="col">current</th>
                    </tr>
                </thead>
                <tbody>
                    {broken.map(journey => (
                        <tr key={journey.journey} data-journey={journey.journey}>
                            <th scope="row">
                                <code>{journey.journey}</code>
                            </th>
                            <Outcome error={journey.baseline} />
                            <Outcome error={journey.current} />
                        </tr>
                    ))}
                </tbody>
            </table>
        </section>
    );
}
