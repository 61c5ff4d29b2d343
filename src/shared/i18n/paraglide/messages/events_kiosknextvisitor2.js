import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Kiosknextvisitor2Inputs */

const en_events_kiosknextvisitor2 = /** @type {(inputs: Events_Kiosknextvisitor2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next visitor`)
};

/**
* | output |
* | --- |
* | "Next visitor" |
*
* @param {Events_Kiosknextvisitor2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_kiosknextvisitor2 = /** @type {((inputs?: Events_Kiosknextvisitor2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Kiosknextvisitor2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_kiosknextvisitor2(inputs)
});
export { events_kiosknextvisitor2 as "events.kioskNextVisitor" }