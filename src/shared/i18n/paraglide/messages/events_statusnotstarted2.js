import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Statusnotstarted2Inputs */

const en_events_statusnotstarted2 = /** @type {(inputs: Events_Statusnotstarted2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not started`)
};

/**
* | output |
* | --- |
* | "Not started" |
*
* @param {Events_Statusnotstarted2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_statusnotstarted2 = /** @type {((inputs?: Events_Statusnotstarted2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Statusnotstarted2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_statusnotstarted2(inputs)
});
export { events_statusnotstarted2 as "events.statusNotStarted" }