import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Statusended1Inputs */

const en_events_statusended1 = /** @type {(inputs: Events_Statusended1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ended`)
};

/**
* | output |
* | --- |
* | "Ended" |
*
* @param {Events_Statusended1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_statusended1 = /** @type {((inputs?: Events_Statusended1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Statusended1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_statusended1(inputs)
});
export { events_statusended1 as "events.statusEnded" }